import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: cobblers, shoe makers, shoe-shine boys and leather workers (workshops, apprentices, leather and glue suppliers, customers who never collected shoes, market stalls) writers: (1) Pa Alimamy, 63, cobbler at a Kroo Town Road market stall, deep Krio, grandson types for him; (2) Mariatu Kargbo, 36, owner of a registered shoe-making workshop in Bo, careful formal English; (3) Sorie, 15, shoe-shine boy at Lumley junction, cheap phone, heavy SMS shorthand and typos; (4) Emmanuel Cole, 50, leather and hide importer in Wellington who clears containers at the Quay, formal emails; (5) Kadiatu, 24, apprentice in a leather bag workshop in Makeni, mixed Krio-English by voice-to-text; (6) Alhaji Abu Kamara, 44, glue and solvent wholesaler in Kenema, short blunt fragments; (7) Mrs Hannah Williams, 58, London diaspora customer and landlady of a cobbler's shop in Freetown, long polite stories; (8) Foday, 31, tannery worker and sandal maker in Waterloo, long rambling stories with the point at the end
export const NINETY_FIRST_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o! good morning una", intent: "greeting" },
  {
    message:
      "abeg police don hold my apprentice Musa since yesterday na Kroo Town Road, dem say na him tif di leather. he still de inside station now. wetin I go do",
    intent: "urgent",
  },
  {
    message:
      "I have a small sandal workshop on a plot at Waterloo that my late uncle gave me by word of mouth before he died. Nobody ever gave me paper for it. Now people are coming to measure around it and I am worried. Please I need help to do a survey and get a proper title deed for the land.",
    intent: "area:land",
  },
  { message: "how do i charge my phone fast wen no light, i use am for mobile money wit my shoe shine customers", intent: "off-topic" },
  { message: "wat time una open 2moro? i wan pass after i finish shine shoe 4 lumley", intent: "hours" },
  {
    message:
      "My landlord at the market said if I do not pay 3 months rent by Friday he will throw my lasts and sewing machine on the street and keep them. Is he allowed to seize my tools for rent?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I import finished cowhide and goatskin from Kano and Mersin for resale to cobblers in Freetown. One of my 20-foot containers has been held at Queen Elizabeth II Quay for three weeks over a valuation dispute with customs, and the demurrage is growing daily. I should be grateful if your shipping team could assist in securing its release. Yours faithfully, E. Cole",
    intent: "area:shipping",
  },
  {
    message:
      "di man wey de sell me glue say if i no pay am tonite he go cam cut me wit knife. he don send boys fo watch my stall since afternoon. i fraid fo go home",
    intent: "safety",
  },
  { message: "who are the lawyers in your office? i want to know them before i come", intent: "team" },
  {
    message:
      "A headmistress ordered 40 pairs of school sandals from me, paid only a deposit, collected every pair in September and now refuses to pay the balance. She says the stitching is bad but the children are wearing them. I want to recover my money from her.",
    intent: "area:contract",
  },
  {
    message:
      "My brother Sheku, he shines shoes at PZ, was picked up by OSD men last night for loitering. He has not been released, he is still sitting at Central Police this morning. Please send someone",
    intent: "urgent",
  },
  { message: "how much una de charge fo consultation? me na jus cobbler, money no plenty", intent: "knowledge:Fees" },
  {
    message:
      "My husband died last month. He owned the shoe factory at Kissy and two houses at Calaba Town. His brothers are already carrying away machines from the factory. I need help to apply for letters of administration for his estate.",
    intent: "area:family",
  },
  { message: "which glue is best for sticking rubber sole on leather upper, contact cement or super glue?", intent: "off-topic" },
  { message: "I would like to book a consultation with a lawyer next Tuesday morning about my business partner. Is 10 AM possible?", intent: "booking" },
  {
    message:
      "Somebody broke into my workshop in Bo on Sunday night and carried away 30 pairs of finished shoes and my Singer machine. I reported it at the station but nothing is moving. I know who did it and I want him prosecuted.",
    intent: "area:criminal",
  },
  {
    message: "if apprentice learn di trade wit me 4 years and now he open him own shop right next to mine and tek all mi customers, di law go allow am?",
    intent: "legal-question",
  },
  { message: "want to register my shoe making business name in Bo, need your help with it", intent: "area:business" },
  { message: "pls snd ur fone numba i wan cal", intent: "phone" },
  {
    message: "police dem don cam na mi shop now now, dem wan carry mi papa go station say him buy tif leather. dem de outside di door. abeg help quick",
    intent: "urgent",
  },
  {
    message:
      "Me and my partner in the tannery are quarrelling over how to share the profit. We don't want to go to court because we are still friends. We want a neutral person to sit with us and settle it.",
    intent: "area:arbitration",
  },
  { message: "what kind of cases does your firm handle", intent: "services" },
  {
    message: "Pls I need a short speech for my apprentices graduation at the shoe workshop on Saturday, something about hard work and patience",
    intent: "off-topic",
  },
  { message: "where una office de? na which street", intent: "address" },
  {
    message: "mi granpa lan na Hastings, mi uncle dem don sell am to one man wey don build fence round am. I want lawyer fo di lan matter",
    intent: "area:land",
  },
  {
    message:
      "My husband is a cobbler and when he drinks he beats me with the wooden shoe last. Last night he said the next time he will finish me. I am at my sister's place now but he knows where she lives and he has been calling all morning.",
    intent: "safety",
  },
  { message: "Is Isatu Bangura still working with your chambers? What kind of cases does she do?", intent: "attorney:Isatu Bangura" },
  { message: "need lawyer fo cargo claim, 3 bale of hides fall inside sea wen dem de offload from di ship na quay", intent: "area:shipping" },
  { message: "Good afternoon. Are you open on Saturdays? I am in the shop from Monday to Friday.", intent: "hours" },
  {
    message: "i de write from cell na Kissy police. dem lock me since morning say i steal customer shoes wey i de repair. i no tif. pls send lawyer",
    intent: "urgent",
  },
  {
    message: "A woman left a pair of expensive leather boots for repair with me in 2021 and never came back. After how long am I legally allowed to sell them?",
    intent: "legal-question",
  },
  { message: "Do your lawyers speak Temne? my papa only understand Temne", intent: "knowledge:Languages spoken" },
  {
    message:
      "I ordered 200 litres of shoe glue from a supplier in Kenema and paid in full in March. He has delivered nothing and now he has stopped picking my calls. I need to get my money back.",
    intent: "area:contract",
  },
  { message: "abeg I wan sidown wit lawyer dis week fo talk bout mi shop palava, which day I fit cam", intent: "booking" },
  { message: "who won the match between East End Lions and Kallon yesterday", intent: "off-topic" },
  {
    message:
      "I want to adopt my late sister's son. He is 9 and stays with me, he helps in my shoe shop after school. Please help me with the adoption process.",
    intent: "area:family",
  },
  { message: "your email address please", intent: "email" },
  { message: "Do you have a woman lawyer? I would feel more comfortable talking to a lady about my matter", intent: "team" },
  { message: "hello?? pls i get problm", intent: "unknown" },
  {
    message:
      "Dear Sir, our leather goods company wishes to take a loan from Rokel Commercial Bank to buy new stitching machines. We require legal assistance in reviewing the loan agreement and the security the bank is requesting over our premises.",
    intent: "area:business",
  },
  {
    message:
      "soldiers took my son from his shoe shine spot at Congo Cross this morning and put him in their vehicle. Nobody will tell us where they are keeping him now",
    intent: "urgent",
  },
  { message: "How can I get in touch with your office from Makeni?", intent: "contact" },
  {
    message:
      "Police have summoned me to come to CID on Monday about a cheque I gave a leather supplier. I have not been charged. I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Which lady won Miss Bo pageant last year and who was the head judge", intent: "off-topic" },
  {
    message:
      "Some boys at the lorry park said they will burn my shoe stall with me inside if I don't leave the spot. They came back this evening with petrol in a bottle and they are still standing across the road.",
    intent: "safety",
  },
  {
    message:
      "I am a cobbler in Bo. My former employer has not paid me for 5 months and then dismissed me without notice. Am I entitled to compensation, and how much could a court award me?",
    intent: "legal-question",
  },
  { message: "can I park my okada in front of your office when I come?", intent: "knowledge:Parking" },
  {
    message: "we have an arbitration award against a shoe importer since last year and he refuses to pay. we need help enforcing the award",
    intent: "area:arbitration",
  },
  { message: "I want to meet Fatmata Kamara about my late husband's shoe factory, is Thursday okay?", intent: "booking" },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  {
    message:
      "Good day. I act for a shoe importer as his clearing agent. The shipping line now says the container of 2,000 pairs of plastic slippers was discharged at Abidjan by mistake and cannot be traced. We want to bring a claim against the carrier for the lost goods.",
    intent: "area:shipping",
  },
  {
    message:
      "Sir please my husband is on remand at Pademba Road since last week over a fight at the leather market. The magistrate refused bail. we need lawyer now",
    intent: "urgent",
  },
  { message: "how to make black shoe polish at home with candle wax and charcoal", intent: "off-topic" },
  {
    message:
      "My workshop partner of ten years died in June. His wife now says she owns half of my machines because he put money in at the start, although we never signed anything. Can she really claim half of the business from me?",
    intent: "legal-question",
  },
  { message: "wetin I fo bring wen I de cam fo see lawyer? I get receipt dem fo di leather wey I buy", intent: "knowledge:What to bring" },
  { message: "dem don charge me fo court say I receive tif shoes. court date na next month. I need lawyer fo defend me", intent: "area:criminal" },
  { message: "hi good evening", intent: "greeting" },
  {
    message: "I am travelling down from Kenema on the 14th. Please fix me an appointment with any lawyer that afternoon about a glue supply contract.",
    intent: "booking",
  },
  {
    message:
      "Dear Sir/Madam, I own a property at Wilkinson Road which I let to a cobbler for his shop. He has not paid rent in eleven months and refuses to leave, and he has now sublet half the front to a phone charging man. I live in London and I would like your firm to handle the recovery of possession on my behalf. Kind regards, Hannah Williams",
    intent: "area:land",
  },
  {
    message:
      "my master na di workshop de beat me every day wit belt, yesterday he say if I tell anybody he go kill me. I be 14 years. I de hide behind di market now",
    intent: "safety",
  },
  { message: "una de do only court case or una de help wit odda tins too", intent: "services" },
  {
    message:
      "my shoe shine boy Alusine was arrested at Lumley roundabout this morning for blocking the walkway, they are still holding him at Lumley police and asking for money before they release him",
    intent: "urgent",
  },
  {
    message:
      "Me and two friends want to form a company to make school shoes in Makeni. We need help with the registration and how the shares will be divided between us.",
    intent: "area:business",
  },
  { message: "r u opn nw?", intent: "hours" },
  { message: "Pls wat is the price of one cow hide at Kissy market now", intent: "off-topic" },
  {
    message: "I need a lawyer to draft a supply agreement between my tannery and a shoe factory in Bo, they want 300 hides every month for two years",
    intent: "area:contract",
  },
  {
    message:
      "I want to divorce my wife. She left me and the children and went to Conakry with the money from my leather shop. Please help me start the divorce.",
    intent: "area:family",
  },
  { message: "my custmer nvr pay 4 d boots i made, if i keep d boots n sell dem is dat legal or wil i get in troubl", intent: "legal-question" },
  { message: "wat is d email adres 4 consultation", intent: "email" },
  {
    message:
      "Dear Counsel, our purchase agreement with a Turkish leather supplier contains an arbitration clause. A dispute has arisen regarding the quality of the last consignment of calfskin. We should like your firm to represent us in the arbitration proceedings.",
    intent: "area:arbitration",
  },
  { message: "mi pikin wey de learn shoe mek, dem carry am go station las nite, up till now dem no release am. abeg", intent: "urgent" },
  {
    message: "Good morning. I am a widow who sells slippers at Dove Cot. Do you give free legal help or legal aid for poor people? My matter is a divorce.",
    intent: "knowledge:Fees",
  },
  { message: "hw many lawyers u get", intent: "team" },
  { message: "I need a new contract for my phone plan with more data, which network is cheapest Orange or Africell", intent: "off-topic" },
  { message: "mi container of shoe glue don stay na port two months, customs no gree release am. una fit help?", intent: "area:shipping" },
  { message: "Can I see Hawa Turay at the Bo office on Monday? It is about my workshop land.", intent: "booking" },
  {
    message:
      "Two years ago I was arrested and kept for three days over a stolen sewing machine, then released without charge. Now the same officer is telling everybody at the market that I am a thief and my customers have run away. I want to take action for what they did to me. Please help.",
    intent: "area:criminal",
  },
  {
    message:
      "The leather dealer I owe has been parked outside my house with three men since 8pm, shouting that he will deal with me tonight. I have locked the door with my children inside.",
    intent: "safety",
  },
  { message: "Can I WhatsApp you people? which number", intent: "phone" },
  {
    message:
      "My apprentice cut his hand badly on my clicking press. His parents say I must pay for the hospital and more on top. Am I legally responsible for this?",
    intent: "legal-question",
  },
  { message: "need lawyer to do title search on land at Waterloo before i buy it for my tannery", intent: "area:land" },
  { message: "ok so", intent: "unknown" },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message:
      "Dear Sir, my brother, a shoe trader at Big Market, was detained by police at Eastern Police Station yesterday afternoon following a complaint by a creditor. He remains in custody as I write. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "Write me a business plan for a shoe shine business with 5 boys", intent: "off-topic" },
  {
    message: "mi papa don die, he get shoe shop na Magazine wharf. me an mi step mama de fight fo di shop. I want lawyer fo di estate matter",
    intent: "area:family",
  },
  { message: "Im coming from Bo tomorow, how do I find your office in Freetown, wich landmark is near", intent: "address" },
  {
    message:
      "I want to close my leather company because business has been bad since 2022. There are still some debts with the bank. Please help me wind it up properly.",
    intent: "area:business",
  },
  { message: "What services do you offer to small traders like me?", intent: "services" },
  {
    message: "The man who built my workshop took Le 45,000 and only laid the foundation, then he ran away to Kono. I want a lawyer to go after him",
    intent: "area:contract",
  },
  { message: "Est-ce que quelqu'un parle français chez vous? Je suis guinéen, cordonnier à Freetown.", intent: "knowledge:Languages spoken" },
  { message: "What time do you close on Friday? I can only come after I close my stall at 4.", intent: "hours" },
  { message: "How do I contact you people?", intent: "contact" },
  { message: "if I no pay di man wey sell me leather on credit, dem fit put me na prison? wetin di law say?", intent: "legal-question" },
  { message: "URGENT my husband in cell at Bo police now pls", intent: "urgent" },
  { message: "me an di odda cobbler dem na di market get palava ova space. we no wan court. una de do mediation?", intent: "area:arbitration" },
  { message: "pls bk me apptmnt wit lawyer 4 frdy", intent: "booking" },
  { message: "my phone screen crack after I drop am na di shoe stall, how I fit fix am", intent: "off-topic" },
  { message: "Thank you very much for your quick response, it helped a lot.", intent: "thanks" },
  {
    message: "pls my mastr wife brother de look 4 me wit cutlass, he say i tell people about dem fake leather shoe. i hide inside friend shop at Lumley now",
    intent: "safety",
  },
  {
    message:
      "I have been mending shoes under the mango tree at the corner of our family compound in Kissy for twenty years. My cousins have now sold the whole compound, including my corner, to a businessman without telling the rest of the family. Yesterday his workers came with pegs and a surveyor to mark the boundary. I need a lawyer to stop this sale of our family land.",
    intent: "area:land",
  },
  { message: "what time does the flight from Lagos land at Lungi tonight, my leather supplier is on it", intent: "off-topic" },
  {
    message:
      "they've just arrested my dad at his cobbler stall at Ferry Junction, handcuffed him and they are driving him to the station right now, pls what do we do",
    intent: "urgent",
  },
  {
    message:
      "I left my shoes with a cobbler at Kroo Town Road for two weeks and he now says he has lost them. They were Italian leather and cost me 180 pounds in London. Can I force him to pay me back the full price?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a consultation for me with one of your partners at your earliest convenience, regarding a dispute with my landlord over my workshop premises.",
    intent: "booking",
  },
  { message: "Is there parking for a small truck? I will come with my delivery van full of hides", intent: "knowledge:Parking" },
  {
    message:
      "pls help my wife, her brother came to our shoe shop this morning and slapped her and swore he will come back tonight with acid for her face bcos of the family land. we dont know where to go",
    intent: "safety",
  },
  {
    message:
      "The shoe factory in Bo dismissed 12 of us last week without any notice or pay. I worked there 8 years on the stitching line. We want a lawyer to fight for our end of service benefits.",
    intent: "area:contract",
  },
  { message: "una de open lunch time? I wan cam wen I close fo eat", intent: "hours" },
  { message: "Please list the names of the partners in your firm.", intent: "team" },
  {
    message: "mi broda still de inside since yesterday na Waterloo police, dem say he beat one customer na di shop. dem no gree release am. abeg help",
    intent: "urgent",
  },
  {
    message:
      "good afternoon, I am a fisherman who makes leather sandals on the side. my boat and nets were seized by the navy near Tombo last week and the whole catch spoiled on board. I want a lawyer for the fishing boat matter.",
    intent: "area:shipping",
  },
  { message: "how many stitches per inch for sewing a leather bag by hand", intent: "off-topic" },
  { message: "wat does Mohamed Conteh do in ur firm, is he a criminal lawyer", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Dear Sirs, I am an investor looking to set up a tannery and footwear plant near Port Loko. I require advice on investment incentives, the necessary licences and the registration of a local subsidiary.",
    intent: "area:business",
  },
  {
    message: "mi landlord wan increase di rent fo mi shoe shop from 2 million to 5 million, he fit do dat wen di lease never finish?",
    intent: "legal-question",
  },
  { message: "Number to call?", intent: "phone" },
  {
    message:
      "I write on behalf of my late father's shoe business. Our former accountant forged signatures and took over Le 200,000 from the company account. We have the bank statements and wish to lodge a complaint and have him prosecuted.",
    intent: "area:criminal",
  },
  { message: "I need help", intent: "unknown" },
  { message: "Best football boots for a 12 year old, leather or synthetic?", intent: "off-topic" },
  {
    message: "mi pikin dem papa na cobbler na Bo, he no de pay notin fo di pikin dem since 2 years. I want lawyer fo child maintenance",
    intent: "area:family",
  },
  { message: "I am not sure your firm is right for me. What type of legal work do you do generally?", intent: "services" },
  {
    message:
      "i am inside lock up now at Congo Cross police, they took my phone but the officer let me use his own. tell lawyer please, they say my shoe stall blocks the road and I insulted them",
    intent: "urgent",
  },
  { message: "For the land dispute meeting, which documents should I carry? I have a survey plan and some old receipts", intent: "knowledge:What to bring" },
  {
    message:
      "I heard you people do out of court settlement. The cobblers association and the market council are quarrelling about dues. Can your firm act as mediator between us?",
    intent: "area:arbitration",
  },
  { message: "I wan mit wit lawyer tumara fo mi papa shop lan matter, una get time?", intent: "booking" },
  { message: "landlrd lock my shop wit all my customers shoes inside, i pay rent, need lawyer 4 tenant matter", intent: "area:land" },
  { message: "Hello, good morning to you all", intent: "greeting" },
  {
    message:
      "I am a cobbler in Bo and I testified against a man who stole from the market. Since his brother came out, they have been following me home every night. Tonight a stone came through my shop window with a note saying I will not see Christmas. I am sitting in the dark now.",
    intent: "safety",
  },
  { message: "translate shoe size 42 European to UK size", intent: "off-topic" },
  {
    message:
      "Good evening. The council officers seized my shoe shine box and chair from the street and say I must pay a fine to get them back. Do they have the right to take my things without a court order?",
    intent: "legal-question",
  },
  {
    message:
      "one man order 50 leather bag from mi, I don mek am, now he say he no want dem again. we get paper wey we sign. I wan lawyer fo enforce di agreement",
    intent: "area:contract",
  },
  { message: "Please what email should I send my documents to?", intent: "email" },
  {
    message:
      "Good evening, my nephew was arrested during the raid on the shoe market this afternoon. He is 16. They have him at Ross Road and say he will sleep there tonight.",
    intent: "urgent",
  },
  {
    message: "we chartered a vessel to bring leather from Guinea, the owner now wants extra money before he will discharge. need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Good morning, I would like to confirm your office hours. Are you available in the evenings after 5?", intent: "hours" },
  { message: "How much is the first meeting with lawyer? and can I pay small small?", intent: "knowledge:Fees" },
  {
    message: "my wife and I want to separate peacefully. we have a shoe shop together and 3 children. need help with the separation papers",
    intent: "area:family",
  },
  { message: "cn i c d lawyer 2day aftr 2pm", intent: "booking" },
  { message: "How best can I reach your firm, I am in the UK", intent: "contact" },
  { message: "Who is the most senior lawyer in your chambers and who works under her?", intent: "team" },
  { message: "Is it a sin to work in the shoe shop on Sunday? my pastor says yes", intent: "off-topic" },
  { message: "need help to get trade licence from council for my shoe shop", intent: "area:business" },
  { message: "Is your office near the Cotton Tree? I will come by poda poda", intent: "address" },
  {
    message: "mi partner put him name alone fo di registration of di shoe company we two build. if we separate, wetin I go get? di court go gi mi mi part?",
    intent: "legal-question",
  },
  { message: "pls pls my boss at the tannery has been detained by soldiers at the checkpoint since 5am, they have not let him go", intent: "urgent" },
  { message: "see you next week", intent: "goodbye" },
  {
    message: "Police sen mi invitation letter fo cam na station fo answer question bout some leather wey lost. I never go yet. I want lawyer fo follow me",
    intent: "area:criminal",
  },
  {
    message: "the mediation failed between me and the shoe importer, now we want to go to arbitration. can you arrange an arbitrator?",
    intent: "area:arbitration",
  },
  {
    message:
      "my apprentice girl told me the owner of the next shop forces her inside his store at night and touches her, and he threatened her if she talks. she is 15 and she is afraid to come to work",
    intent: "safety",
  },
  { message: "Thanks o", intent: "thanks" },
  {
    message:
      "hello yes I am calling about a contact I signed with a shoe company in Freetown to supply them leather belts every month they took the last three deliveries and said they will pay at the end of the year but now they stop answering I want my money for the invoices",
    intent: "area:contract",
  },
  { message: "mi sista in cell since tuesday na Makeni police, dem say she buy stolen handbag fo she stall. dem no carry am go court yet", intent: "urgent" },
  { message: "Shoe shine boys in Freetown how much do they make a day? its for my school project", intent: "off-topic" },
  { message: "mi granny de talk only Mende, una get somebody wey fit talk Mende wit am?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir, I supplied leather on credit to a shoemaker who has since died. His widow refuses to pay the outstanding Le 30,000, stating that debts die with the man. Is that the position of the law, or can I recover the money from his estate?",
    intent: "legal-question",
  },
  {
    message: "I am buying a house at Goderich to turn the ground floor into my shoe shop. The seller lives in America. I need a lawyer for the conveyancing.",
    intent: "area:land",
  },
  {
    message:
      "my husband took the cobbler's knife and he is walking up and down in the parlour saying he will kill all of us. i locked myself in the bathroom with the baby. please",
    intent: "safety",
  },
  { message: "I'd like to schedule a meeting with Adama Koroma about registering my company, any day next week except Wednesday", intent: "booking" },
  {
    message: "Me and my fiancee want to do a proper registered marriage, not only the traditional one. Can you help us with the marriage papers?",
    intent: "area:family",
  },
  { message: "Do you handle all kinds of legal matters or only some?", intent: "services" },
  { message: "Good morning, are you people open tomorrow? it's a public holiday I think", intent: "hours" },
  { message: "pls hw 2 remove glue stains from my hand, d shoe glue no wan comot", intent: "off-topic" },
  {
    message:
      "Dear Sir, a consignment of 400 cartons of ladies' shoes shipped from Guangzhou arrived at the Quay with 86 cartons water-damaged. The shipping line denies liability. We wish to pursue a cargo claim and request your assistance.",
    intent: "area:shipping",
  },
  { message: "am writin from inside di cell, d police officer borrow me phone. pls come Kingtom police, dem hold me 4 d leather i carry", intent: "urgent" },
  { message: "Tell me about your lawyers, who does what?", intent: "team" },
  {
    message:
      "My son was released on bail yesterday after two days at Central Police over a fight at the shoe market. The case goes to court next month. We need a defence lawyer for him.",
    intent: "area:criminal",
  },
  {
    message: "wan customer lef him shoes wit mi since 2019, he no cam back. if I sell am an he cam later, he go fit tek me go court?",
    intent: "legal-question",
  },
  { message: "i wan regista my shoe shine biz as company, hw u fit help", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, we are party to a dispute with a former business associate over a joint leather venture. Both sides have agreed to appoint a neutral arbitrator rather than litigate. We would like your firm to guide us through the process.",
    intent: "area:arbitration",
  },
  { message: "kushe ma, how di day", intent: "greeting" },
  { message: "hw i fit reach una? mi no get credit fo call", intent: "contact" },
  { message: "dem don lock mi boy na station sins Friday fo street trading wit im shine box. dem no gree release am", intent: "urgent" },
  {
    message: "mi neighbour don build him wall inside mi shop compound, two feet pass di beacon. I wan lawyer an surveyor fo di boundary palava",
    intent: "area:land",
  },
  { message: "we de read story na class bout goat wey de under custody of di chief. abeg how fo cook goat pepper soup", intent: "off-topic" },
  { message: "Is parking available at your Siaka Stevens Street office or should I leave my car somewhere else?", intent: "knowledge:Parking" },
  {
    message:
      "I employed a shoe designer on a one-year contract. She left after 2 months and took my designs to another shop on Garrison Street. I want to enforce our agreement.",
    intent: "area:contract",
  },
  { message: "abeg book me fo see lawyer na di Bo office, I de na Bo", intent: "booking" },
  {
    message:
      "the landlord's sons are outside my workshop with sticks saying they will beat me until I leave today, they have already broken my bench. I am hiding in the back room",
    intent: "safety",
  },
  { message: "Is +232 76 123 456 your correct number? I tried calling and it did not go", intent: "phone" },
  { message: "What is the best tanning method for goat skin, vegetable or chrome?", intent: "off-topic" },
  {
    message: "I am an apprentice and my master has not paid me anything for 2 years. He says apprentices don't get pay. Is that true by law?",
    intent: "legal-question",
  },
  {
    message:
      "My mother passed away and left a will giving her leather shop to me, but my older brothers are refusing to respect it. I need a lawyer to handle the will and probate.",
    intent: "area:family",
  },
  { message: "abeg una, I get one tin", intent: "unknown" },
  { message: "mail address?", intent: "email" },
  { message: "Send me the location of your Bo office", intent: "address" },
  {
    message:
      "Dear Sir/Madam, I am writing with urgency. Our head cobbler, Mr. Bockarie Lahai, was taken into custody by officers of the Bo police this morning and remains detained. We request immediate legal representation.",
    intent: "urgent",
  },
  { message: "mi hides wey I send go Guinea na boat don lost. di boat man say na sea tek am. I wan lawyer", intent: "area:shipping" },
  { message: "My former apprentice stole the cash box from my shop and ran to Kenema. I want him arrested and prosecuted.", intent: "area:criminal" },
  { message: "who is the richest shoe designer in the world", intent: "off-topic" },
  { message: "wetin time una de close evening?", intent: "hours" },
  {
    message:
      "The city council wants to demolish the market stalls at Kroo Town Road. I have a permit for my cobbler stall since 2015. Will they have to pay me compensation?",
    intent: "legal-question",
  },
  {
    message: "My partner in the shoe business wants to bring in a new shareholder without my consent. I need help sorting out the shareholding.",
    intent: "area:business",
  },
  { message: "Wetin una de do? una na lawyer fo everything?", intent: "services" },
  {
    message: "Good afternoon. I would like to meet a lawyer concerning my late husband's estate. Kindly let me know which days are available next week.",
    intent: "booking",
  },
  { message: "Thank u so much sir", intent: "thanks" },
  { message: "alright, bye for now", intent: "goodbye" },
  {
    message:
      "Mr. please they came to the house at dawn and took my husband, the leather trader, saying he is part of a smuggling ring. he is at CID now and they won't let us see him",
    intent: "urgent",
  },
  { message: "Should I bring my business registration certificate and the contract when I come?", intent: "knowledge:What to bring" },
  { message: "we de fo di cobblers union, we wan settle di palava wit we chairman out of court. una fit be di neutral person?", intent: "area:arbitration" },
  {
    message:
      "after I reported my boss for selling stolen leather, his people have been calling me saying I am a dead man. they know my house and my shop. i have not gone home for 2 days",
    intent: "safety",
  },
  {
    message:
      "I have a small cobbler stall at the entrance of Congo Cross market. Three years ago the market chairman collected Le 3,000 from me for the spot and gave me a receipt. Now a new chairman has come and says the spot belongs to his nephew and I must leave by month end. He says my receipt means nothing. Does my receipt give me any right to stay, or can he really drive me out?",
    intent: "legal-question",
  },
  {
    message:
      "My name is Kadiatu, I learn bag making in Makeni. Yesterday evening police came to our workshop because somebody said our master bought stolen cowhides. They took my master and two of the older apprentices. This morning we went to the station and they are still in the cell, the officer say no bail until the OC come. Please can a lawyer come to Makeni?",
    intent: "urgent",
  },
  { message: "mi generator no de start since morning, na carburetor? I need am fo di stitching machine", intent: "off-topic" },
  {
    message:
      "I am a shoemaker in Bo. In January a church in Kenema ordered 120 pairs of choir sandals and we agreed in writing on price and delivery date. I bought leather and glue on credit and finished the work on time. They collected 60 pairs and said they will come for the rest after paying, but since then the pastor does not answer. I am now owing my suppliers and I want a lawyer to make them honour the agreement.",
    intent: "area:contract",
  },
  { message: "una de open Sunday afta church?", intent: "hours" },
  { message: "Can you tell me about Christiana Thomas, what area does she handle?", intent: "attorney:Christiana Thomas" },
  { message: "i rent shop 4 shoe repair n d landlrd sell d buldin, new ownr say i mst go 2moro, i hv 2 yrs lease left. need lawyer", intent: "area:land" },
  {
    message:
      "I'm a shoe shine boy, the older boys at the junction said they will stab me if I come to the spot tomorrow. tonight they waited for me near my house and chased me. I am hiding in the mosque now",
    intent: "safety",
  },
  { message: "Do you take payment in instalments? and what is your consultation fee for a land matter", intent: "knowledge:Fees" },
  {
    message:
      "Our clearing agent collected the duty money for our container of shoe machines and disappeared. The container is still at the port and we are paying storage every day. We need help getting the container out.",
    intent: "area:shipping",
  },
  { message: "I heard your firm has eight lawyers, is that right? Who are they?", intent: "team" },
  { message: "pls hlp my bro stil in d cell at kissy police since 2day, dem tek him frm d shoe stall", intent: "urgent" },
  {
    message:
      "My daughter is 6. Her father, a cobbler, took her to his village in Kambia during the holidays and refused to bring her back. He says because he paid the dowry the child belongs to his family. I have cared for her alone since she was born. I need help to get custody of my daughter back.",
    intent: "area:family",
  },
  { message: "Which leather is best for a basketball, and how big is a standard basketball court?", intent: "off-topic" },
  { message: "Please set up a meeting for me with Ibrahim Jalloh on Wednesday at 11, about my leather import business.", intent: "booking" },
  { message: "I wan open shoe factory wit mi broda dem, we wan regista di company an get licence. una de help wit dat?", intent: "area:business" },
  {
    message: "Hello, my shoe shop was searched by police without any warrant and they took my money box. Was that legal? Can I sue them?",
    intent: "legal-question",
  },
  { message: "Good evening sir/madam", intent: "greeting" },
  {
    message: "Sir my son was in prison for 6 months for something he did not do, he came out last week. We want to appeal the conviction so his name is clean.",
    intent: "area:criminal",
  },
  { message: "Do you have a phone line for the Bo office?", intent: "phone" },
  {
    message:
      "Good morning. I am writing from London. My cousin, who runs a leather stall at Big Market, was arrested on Tuesday and has been held at Central Police Station since then without charge. The family cannot reach him. I would be grateful if a lawyer could visit him today.",
    intent: "urgent",
  },
  { message: "What's the weather going to be like in Freetown this weekend, I want to dry my hides in the sun", intent: "off-topic" },
  { message: "need mediator, me n my supplier disagree ova price of leather, we both want settle wtout court", intent: "area:arbitration" },
  { message: "Can the lawyer explain things in Krio? My English is not deep", intent: "knowledge:Languages spoken" },
  {
    message:
      "Mi na cobbler fo 30 years na di same spot na Kroo Town Road. Di govment say dem go build new road an all di stall dem go comot. Dem no gi we notis pan paper, na only pan radio. If dem broke mi stall, dem go pay mi? wetin di law say fo we wey no get paper?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, I should be grateful if you would prepare a lease for a shop unit I intend to let to a shoemaker at Circular Road. The term is five years with a review after three.",
    intent: "area:land",
  },
  {
    message:
      "mi man de beat mi every nite since I lose mi job na di shoe factory. las nite he hold mi neck tey I no able breathe. I fraid fo sleep na di house tonite",
    intent: "safety",
  },
  { message: "Where exactly is Siaka Stevens Street, near which bank or junction?", intent: "address" },
  { message: "mi boss na di tannery sack me no notis, no pay. I work dey fo 6 years. I wan lawyer fo collect mi end of service", intent: "area:contract" },
  { message: "wen can i cum c lawyer abt my shop", intent: "booking" },
  {
    message: "Dem don hold mi papa na Kenema police since Saturday, di man wey sell am glue say he owe am. he still de inside. wetin we go do",
    intent: "urgent",
  },
  { message: "Can you help me write my CV, I want to apply for a job at a shoe factory in Ghana", intent: "off-topic" },
  { message: "I want to know what your firm does, in general.", intent: "services" },
  { message: "usai I go park mi keke wen I cam?", intent: "knowledge:Parking" },
  { message: "Pls I want to write a will so that my shoe shop goes to my children and not my brothers when I die", intent: "area:family" },
  { message: "I would like your contact details please", intent: "contact" },
  {
    message:
      "I import leather from Nigeria by sea. The last shipment came on a vessel that was delayed in Lagos for two months. When the container reached Freetown the seals were broken and half of the hides were missing. The shipping company says it is not their problem. Please I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "can my wife take the children if we divorce? I am a shoe mender and don't earn much", intent: "legal-question" },
  { message: "Hello, is the office open now? I'm outside", intent: "hours" },
  {
    message: "one man don tek mi money fo sell mi leather machine, he no bring machine, he don run. I don report na police. I want lawyer fo mek dem charge am",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir/Madam, our footwear partnership of three partners wishes to convert into a limited liability company. Kindly assist us with the process and documentation required.",
    intent: "area:business",
  },
  { message: "I want to send you an email about my matter, what is the address? and the phone number too", intent: "email", also: ["phone"] },
  { message: "Tanks for the info, I appreciate", intent: "thanks" },
  { message: "how much is a one-way bus fare from Freetown to Bo now?", intent: "off-topic" },
  {
    message:
      "We had a dispute with a tannery in Moyamba over spoiled skins and we both agreed that a retired judge should be our arbitrator. We need a lawyer to prepare our side and attend the hearing with us.",
    intent: "area:arbitration",
  },
  {
    message:
      "my mum was picked up this afternoon from her shoe stall by the council police and they are keeping her at the station, she has high blood pressure",
    intent: "urgent",
  },
  { message: "how many lawyers work at your Bo office?", intent: "team" },
  { message: "sir i have issue", intent: "unknown" },
  { message: "Goodnight, I will come back later", intent: "goodbye" },
  { message: "I wan mek appointment fo Monday, mi an mi papa wan cam togeda", intent: "booking" },
  {
    message:
      "There is a man from the tannery who follows my daughter every day and yesterday he told her he will rape her if she refuses him. She is scared to go to her apprenticeship.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, the vessel we chartered to carry our salted hides to Italy left Freetown without loading our 6 containers, despite the booking confirmation and the notice period in the charter party. The hides are now spoiling at the Quay. We wish to claim for our losses and would welcome your firm's assistance.",
    intent: "area:shipping",
  },
  {
    message:
      "Hello hello mi pikin Sorie dem hold am na Lumley police since yesterday evening dem say he tief customer phone na di shine spot he still de dey dem no release am please",
    intent: "urgent",
  },
  { message: "I'm coming to clear my container at the quay on Friday morning, would your office be open by 8 before I go to the port?", intent: "hours" },
  { message: "how to make a leather briefcase for a lawyer, what size pattern should i cut?", intent: "off-topic" },
  {
    message:
      "My late husband's brothers say because I am a woman I cannot inherit his shoe shop and the house. Can they really take everything from me and my children?",
    intent: "legal-question",
  },
  {
    message:
      "My grandfather gave my father a piece of land at Lumley in 1978 where he built a shed for his shoe repair. My father is old now and wants the land put in my name before he dies. The only paper we have is a family conveyance written by hand. We want a lawyer to check the title and transfer it properly.",
    intent: "area:land",
  },
  {
    message:
      "someone has been calling me from a private number saying they know i gave evidence about the stolen leather, they say they will kidnap my son from school. i don't know who to tell",
    intent: "safety",
  },
  {
    message:
      "Good day. I am a leather worker in Makeni. I have a problem with the man who rents me my workshop and also a problem with my business partner. I would like to come down to Freetown and sit with a lawyer to explain everything. I can come any day next week, please tell me which day is free.",
    intent: "booking",
  },
  { message: "Bank wan call back mi business loan early bcos mi shoe shop no pay 2 months, I need lawyer fo talk to di bank", intent: "area:business" },
  { message: "Wetin I fo prepare before I cam fo di meeting? I get photo dem an WhatsApp message from di man", intent: "knowledge:What to bring" },
  { message: "write me a love poem for my girlfriend, she sells slippers at Dove Cot", intent: "off-topic" },
  {
    message:
      "Police at our workshop right now with a van, they say they will take all of us apprentices to the station. they are handcuffing my master. please call someone",
    intent: "urgent",
  },
  { message: "mi wan divorce mi man, he no de gi mi notin fo di pikin dem, an he de sleep outside. abeg I wan lawyer fo di divorce", intent: "area:family" },
  { message: "Hello, can you give me a list of the services of your chambers?", intent: "services" },
  {
    message:
      "I was released from Pademba Road last month after the charge of receiving stolen goods was dropped. The police are still keeping my sewing machines as exhibits. I want a lawyer to get them back.",
    intent: "area:criminal",
  },
  { message: "my boss pay me 300 a month 4 shinin shoes 7 days a wk, is dat legal? wat is d minimum wage", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, We are a glue manufacturer based in Kenema. A distributor in Freetown signed a two-year exclusive distribution agreement with us but is now selling a competitor's adhesive in his shops. We wish to take action to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Hellooo", intent: "greeting" },
  {
    message: "still inside since yesterday morning, d police at Bo no release my wife, she sell leather bag. dem say na money complaint. pls",
    intent: "urgent",
  },
  { message: "Are all your lawyers in Freetown or some in Bo? who are they?", intent: "team" },
  { message: "Dem tif mi shoe dem na di ship wey bring am from China. di container get hole. I wan claim", intent: "area:shipping" },
  { message: "cn u do arbitrashn 4 me n my ex partner, we agree no court", intent: "area:arbitration" },
  { message: "how to register on Orange Money and send money to my apprentice in Kenema", intent: "off-topic" },
  { message: "I need di number fo call, my English no good fo write", intent: "phone" },
  {
    message:
      "Dear Sir/Madam, could you kindly provide an indication of your fees for handling a debt recovery against a customer? I should also like to know whether you require payment in advance.",
    intent: "knowledge:Fees",
  },
  { message: "Di man wey sell mi di lan na Waterloo sell am to two odda people. now all of we de fight. I wan lawyer", intent: "area:land" },
  {
    message:
      "Mi na apprentice na shoe workshop. Mi master broda de cam na di shop every night wen everybody don go. He de force mi fo do bad tin wit am. He say if I tell mi mama he go kill am. Tonight he say he go cam back.",
    intent: "safety",
  },
  {
    message:
      "I ordered 10 pairs of custom leather boots for my security company from a workshop in Wellington and paid 70 percent. The boots are now three months late and the owner says he will deliver when he can. If I cancel the order, will I get my deposit back, or can he keep it?",
    intent: "legal-question",
  },
  { message: "una de open na Ramadan time? na di same hour?", intent: "hours" },
  { message: "I need a lawyer to draft a shareholder agreement for our leather bag company, we are 4 shareholders", intent: "area:business" },
  { message: "Is there any way to reach you besides this chat?", intent: "contact" },
  { message: "Can I come in this Thursday afternoon to discuss the goods I never got from my supplier", intent: "booking" },
  { message: "In football, what is the penalty for a handball in the box?", intent: "off-topic" },
  {
    message:
      "I wish to report that my shop in Bo was set on fire last week by a rival leather dealer. The police have made no arrest. I want a lawyer to push the case so that the culprit is prosecuted.",
    intent: "area:criminal",
  },
  { message: "Usai una office de na Bo? na Dambara Road?", intent: "address" },
  {
    message: "my father is a cobbler, he is 70, they arrested him today in Kenema over a land quarrel and put him in the cell, he needs his medicine",
    intent: "urgent",
  },
  { message: "Besides land cases, what other services do you provide?", intent: "services" },
  {
    message:
      "My ex-husband stopped paying the school fees for our two boys after he married again. The court order said he must pay every month. I want help to make him pay the child maintenance.",
    intent: "area:family",
  },
  {
    message: "My employer at the shoe factory wants me to sign a new employment contract with less pay and no leave. Please review it for me before I sign.",
    intent: "area:contract",
  },
  { message: "ehh so wetin", intent: "unknown" },
  { message: "di shop owner nex to mi de play loud music all day, mi customer dem de run. I get right fo stop am?", intent: "legal-question" },
  { message: "Can I send my documents by email? to which address", intent: "email" },
  { message: "Does anyone in your office speak Limba?", intent: "knowledge:Languages spoken" },
  {
    message: "Dear Sirs, we wish to refer our dispute with a shoe retailer to mediation rather than court. Would your firm be able to act for us?",
    intent: "area:arbitration",
  },
  { message: "ok tenki fo di help", intent: "thanks" },
  {
    message:
      "Good afternoon, I am the owner of a leather workshop in Waterloo. Two of my workers were arrested by police during a raid at about 10 am and are still being held at Waterloo police station. No charge has been explained. Can your firm send a lawyer?",
    intent: "urgent",
  },
  { message: "pls recipe fo cassava leaf", intent: "off-topic" },
  {
    message:
      "my customer who I refused to return his deposit came with two men and said he will break my legs when I close the shop tonight. they are waiting at the junction",
    intent: "safety",
  },
  { message: "I need an appointment with a lawyer on Friday morning for my family land case", intent: "booking" },
  { message: "how many cups of rice in one container of 25kg? i cook for my apprentices every friday", intent: "off-topic" },
  {
    message:
      "I am Foday, I work at the tannery in Waterloo. Last night police came to the tannery after a fight between two workers and they took my younger brother who was only standing there. We went this morning with food and they said he will stay until the complainant comes. He is still there now and he did nothing. Please what can you do for us?",
    intent: "urgent",
  },
  { message: "my supplya tk my mony 4 100 pair soles n nvr deliva, need lawyer", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, I let a shop at Wilkinson Road to a cobbler under a written tenancy. He has now brought in two other tradesmen without my permission. Am I entitled to terminate the tenancy on that ground, and how much notice must I give?",
    intent: "legal-question",
  },
  {
    message:
      "I would like to see a lawyer on Monday or Tuesday of next week about my late father's shoe workshop. I live in London but will be in Freetown then.",
    intent: "booking",
  },
  { message: "Is Ibrahim Jalloh a partner? I heard he handles shipping cases", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "I am hiding in the toilet at the market, the glue seller and his friends are outside saying they will beat me to death for owing him. please what do I do",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, I intend to purchase a two-storey building at Kissy Road to house my leather goods business. I should be grateful if your firm would undertake a title search and handle the conveyance.",
    intent: "area:land",
  },
  { message: "Pls r u open on xmas eve?", intent: "hours" },
  { message: "need help with customs, they say my shoe machines are wrongly declared and they are holding them at the port", intent: "area:shipping" },
  { message: "is there any lawyer in your firm who is a woman and a partner?", intent: "team" },
  { message: "di polis dem de na mi shop door now, dem get paper say dem go carry mi go station. abeg send lawyer quick quick", intent: "urgent" },
  { message: "is there a safe place to leave my motorbike near your office? I come from Kenema with it", intent: "knowledge:Parking" },
  { message: "what year did Sierra Leone get independence? my son's homework", intent: "off-topic" },
  {
    message:
      "My wife passed away in childbirth last year. Her parents took our baby girl to their house in Port Loko to help, but now they refuse to give her back and say I cannot raise a girl alone because I am only a shoe repairer. I have a room and my sister helps me. I want my daughter back and I need a lawyer for the custody matter.",
    intent: "area:family",
  },
  {
    message: "If my partner takes all the money from our shoe business account, can I report him for stealing or is it only a civil matter?",
    intent: "legal-question",
  },
  { message: "i hv a court case 4 fight at d shoe market, i'm on bail, nxt hearing 12th, need a lawyer 2 defend me", intent: "area:criminal" },
  { message: "I need to get in touch with your firm please", intent: "contact" },
  {
    message: "My company wants to invest in a leather tannery in Sierra Leone, can your firm help us with the investment and company setup?",
    intent: "area:business",
  },
  { message: "Good morning sir", intent: "greeting" },
  { message: "URGNT my boy arestd 2day at Kroo Town Rd still in police cel pls", intent: "urgent" },
  { message: "who is the judge on the talent show on TV this year", intent: "off-topic" },
  {
    message:
      "Me and my brother run a shoe factory together in Bo. Since our father died we quarrel every day about who controls the money. The family elders tried to settle it but failed. We don't want to go to court and shame the family. We want a neutral person, maybe a lawyer, to sit with us and help us agree.",
    intent: "area:arbitration",
  },
  {
    message:
      "My client ordered 300 leather bags, I supplied them all, and he sent only half the money. I have his purchase order and the delivery notes. Please help me recover the balance.",
    intent: "area:contract",
  },
  { message: "Do I need to bring my ID card when I come for the appointment?", intent: "knowledge:What to bring" },
  { message: "Can I call you on Saturday? which number", intent: "phone" },
  { message: "mi man don lef mi, he tek di shoe shop key. di shop na we two build am. I get right fo half?", intent: "legal-question" },
  {
    message: "my neighbour, the shoemaker's wife, is screaming right now, he is beating her in the yard with a belt and she is bleeding. nobody will go inside",
    intent: "safety",
  },
  { message: "I wan sidown wit Abdul Rahman Sesay fo mi container palava, he de na office Wednesday?", intent: "booking" },
  { message: "I need a lawyer for the lease renewal of my shoe shop at Sani Abacha Street, the landlord wants new terms", intent: "area:land" },
  { message: "Pls what services you people provide", intent: "services" },
  {
    message:
      "Sirs, please excuse the brevity. The owner of our footwear company was stopped by police at Lungi airport an hour ago on his arrival and is being held there. We need counsel immediately.",
    intent: "urgent",
  },
  { message: "best price for Chinese sewing machine for leather in Freetown?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I wish to commence divorce proceedings against my husband, a leather merchant, on the ground of desertion. He left the matrimonial home in 2020 and has not returned.",
    intent: "area:family",
  },
  {
    message:
      "I bin send 200 bag of leather wit one boat go Conakry. Di boat capsize near Shenge, all mi leather dem lost inside sea. Di boat owner say na God. I wan lawyer fo claim",
    intent: "area:shipping",
  },
  { message: "pls wat is ur email, i wan send d photos of d shoe", intent: "email" },
  { message: "Will the court send me to prison if I can't pay back the bank loan for my shoe business?", intent: "legal-question" },
  { message: "Dem don gi mi summons fo go court say I beat mi apprentice. I no beat am. I want lawyer", intent: "area:criminal" },
  { message: "Are you open every weekday or only some days?", intent: "hours" },
  { message: "we want to close our shoe company and share what remains between the partners, need help", intent: "area:business" },
  { message: "Who are the lawyers at the Freetown office? I want to choose one.", intent: "team" },
  { message: "My phone keeps saying SIM contract expired, how do I renew it?", intent: "off-topic" },
  {
    message: "we got an arbitration award in Guinea against a Freetown leather buyer and he will not pay. need lawyer to enforce it here",
    intent: "area:arbitration",
  },
  { message: "Thanks a lot, very helpful", intent: "thanks" },
  { message: "Is the first consultation free? and do you speak Krio", intent: "knowledge:Fees", also: ["knowledge:Languages spoken"] },
  { message: "bye", intent: "goodbye" },
  { message: "Which floor is your office on at 12 Siaka Stevens Street?", intent: "address" },
  { message: "Mammy dem de beat mi broda na di police station, dem hold am since morning. he na shoe shine boy", intent: "urgent" },
  {
    message:
      "my husband's family said they will come tonight to beat me and take the children because I refuse to leave his shoe shop after his death. they have already beaten me once. I am afraid",
    intent: "safety",
  },
  { message: "Book me for tomorrow pls, 10am, for contract talk", intent: "booking" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "I run a cobbler's stall in Bo and I repair shoes for the staff of a hotel. The manager signed an agreement with me last year for monthly repairs at a fixed price. For five months I have done the work and sent invoices, but the accounts office keeps saying next week. Now the manager has changed and the new one says he knows nothing about it. I want a lawyer to recover what they owe me.",
    intent: "area:contract",
  },
  {
    message:
      "Mi na Pa Alimamy, cobbler na Kroo Town Road. Mi granpikin wey de type dis fo mi, him broda don arrest since Tuesday. Dem say he sell tif shoes na mi stall. Dem carry am go Pademba Road pan remand. Abeg una help we",
    intent: "urgent",
  },
  { message: "how do pilots land a plane in bad weather? we watched a film about it at the shoe shop", intent: "off-topic" },
  {
    message:
      "A customer brought 12 pairs of shoes for resoling in 2022, paid nothing, and never came back. I have kept them for almost three years taking up space in my small stall. I put a notice on the stall that uncollected shoes will be sold after 3 months. If I sell them now and he turns up, can he take me to court or will the notice protect me?",
    intent: "legal-question",
  },
  { message: "pls d man de outside my door wit cutlass sayin he go chop me 4 d money, i lock inside", intent: "safety" },
  { message: "I wan buy lan fo build mi shoe workshop na Grafton. I wan lawyer fo check di papers before I pay", intent: "area:land" },
  { message: "What are your working hours please?", intent: "hours" },
  {
    message:
      "I was held for two weeks last year over stolen hides and then released when the real thief was caught. I want to take the police to court for wrongful detention. Please help me.",
    intent: "area:criminal",
  },
  { message: "I want to know the lawyers that work in your firm, especially the women", intent: "team" },
  {
    message:
      "Dear Sir/Madam, kindly schedule an appointment for me with Christiana Thomas at her earliest availability. The matter concerns my employment contract at a shoe factory.",
    intent: "booking",
  },
  { message: "my wyf n i wan adopt my late bro son, pls help wit d adoption papers", intent: "area:family" },
  {
    message: "They are arresting my husband now at our leather shop on Bombay Street, three policemen, they are pushing him into their pickup",
    intent: "urgent",
  },
  { message: "Is dry cleaning safe for suede jackets?", intent: "off-topic" },
  { message: "What areas of law do you cover?", intent: "services" },
  { message: "fishing boat owner here, my engine and fishing gear from China held by customs at the quay, need lawyer for release", intent: "area:shipping" },
  {
    message: "Do I have a right to take back my shoe stall at the market if I was away sick for 6 months and the council gave it to someone else?",
    intent: "legal-question",
  },
  { message: "Do you have an interpreter? My uncle is deaf and only signs, my brother will come with him", intent: "knowledge:Languages spoken" },
  { message: "mi an mi partner dem wan regista di cobblers cooperative as business. una de do dat?", intent: "area:business" },
  { message: "my phone is on charge all night but the battery stays at 10%, what is the problem", intent: "off-topic" },
  {
    message:
      "I am a leather worker and I sleep in the workshop at night. For three nights now a group of young men have come around midnight banging the door and shouting that they will burn me out because they think I am a witch. Tonight they said it is the last warning. I have nowhere else to go.",
    intent: "safety",
  },
  { message: "my frnd d shoe shine boy dem lock am 4 Lumley since yday, stil dey, hw we go do", intent: "urgent" },
  {
    message: "Please, does your firm do mediation between workers and bosses? Me and the workshop owner want to settle my pay out of court",
    intent: "area:arbitration",
  },
  { message: "wanna c lawyer 2moro 4 my land mattr, pls book", intent: "booking" },
  {
    message:
      "Good day. I should be grateful if your firm could review a franchise agreement offered to me by a Ghanaian shoe brand before I sign. There are clauses on exclusivity that I do not fully understand.",
    intent: "area:contract",
  },
  { message: "fone number pls n email", intent: "phone", also: ["email"] },
  { message: "How do I become a cobbler apprentice in the UK, what jobs are there?", intent: "off-topic" },
  { message: "wan customer say mi repair spoil him shoe an he wan tek mi go court fo 5 million. di court go mek I pay all dat?", intent: "legal-question" },
  {
    message:
      "My late mother left me a house at Kissy. The tenant on the ground floor, a shoemaker, has been there since 2015 and now claims that my mother sold him the room before she died. He has shown a paper with a thumbprint on it. I do not believe it. I need a lawyer to sort out the ownership of the house.",
    intent: "area:land",
  },
  { message: "Plz wat r d ways i can reach u?", intent: "contact" },
  { message: "Somebody don tif all mi shoe from mi stall an I sabi am. I wan mek police charge am go court. abeg help", intent: "area:criminal" },
  { message: "Is there parking close to your Freetown office? The street is always busy", intent: "knowledge:Parking" },
  {
    message:
      "Dear Madam, my son, an apprentice at a leather workshop in Kenema, was detained by police on Sunday evening and has not been released or charged. He is 17. I should be grateful for urgent legal assistance.",
    intent: "urgent",
  },
  {
    message:
      "My husband married a second wife without telling me and moved the money from his shoe shop to her. I want a lawyer to help me with the separation.",
    intent: "area:family",
  },
  { message: "wetin be di price fo one bag of cement now na Freetown? I wan build mi shop", intent: "off-topic" },
  {
    message:
      "mi papa an mi uncle dem say if I no marry di old shoe factory man by Sunday dem go beat mi tey I die. dem don start fo beat mi. I de hide na mi friend house",
    intent: "safety",
  },
  { message: "Could I meet Isatu Bangura next week about my divorce?", intent: "booking" },
  { message: "wen una de open na mornin?", intent: "hours" },
  { message: "Need help to renew my import licence for leather and to sort out my business name registration", intent: "area:business" },
  {
    message:
      "Dear Sir, our consignee failed to collect a container of footwear at the Quay and the shipping line has now threatened to auction it. We are the shippers and wish to protect our interests.",
    intent: "area:shipping",
  },
  {
    message:
      "My master took my tools when I finished my apprenticeship and says the tools belong to the workshop even though I bought them myself. Can he legally keep them?",
    intent: "legal-question",
  },
  { message: "mi an mi landlord agree fo go mediation fo di shop rent palava. una get mediator?", intent: "area:arbitration" },
  { message: "What papers should I have ready for a business registration meeting?", intent: "knowledge:What to bring" },
  { message: "God bless you for the help", intent: "thanks" },
  { message: "What kinds of services do you give to businesses and families?", intent: "services" },
  {
    message: "pls, my husband is still at Bo police since two days, he went to report a theft at his shoe shop and they ended up locking him",
    intent: "urgent",
  },
  { message: "hey there", intent: "greeting" },
  {
    message: "pls my boyfriend said he will kill me if I go back to work at the leather shop. he broke my phone and he is outside my door now",
    intent: "safety",
  },
  { message: "ok see u tomorow bye", intent: "goodbye" },
];
