import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: mobile-money agents, kiosks and their customers (wrong transfers, fake SMS, float stolen, agents robbed, SIM swaps) — writers: (1) Mariama, 34, Orange Money and Afrimoney agent with a kiosk at Lumley roundabout, Freetown, Krio-English on WhatsApp; (2) Pa Alimamy, 61, retired headmaster in Makeni who pays school fees by mobile money, formal letters typed on his grandson's laptop; (3) Foday, 23, okada rider and customer in Kenema, SMS shorthand on a cracked phone; (4) Aminata, 42, super-agent in Bo supplying float to 30 sub-agents, brisk business English; (5) Sheku, 27, kiosk attendant at Kissy Dockyard, deep Krio through voice-to-text; (6) Yeabu, 46, nurse in Leicester (UK) sending money home, long emotional stories; (7) Musa, 19, helper at his uncle's kiosk in Lunsar, fragments and capitals; (8) Kumba, 38, cloth trader at Koidu market and SIM-swap victim, mixed Krio and English
export const NINETY_EIGHTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o, good morning una", intent: "greeting" },
  {
    message:
      "Dem don arrest me broda Alusine na Kissy police station since yesterday evening, dem say na him send di fake SMS to one customer. Abeg una help we, e still de inside.",
    intent: "urgent",
  },
  {
    message:
      "I operate an Afrimoney agency under a signed agreement with an aggregator company. For three months they have not paid my commission although the agreement says it is paid monthly. I need a lawyer to enforce the agreement and recover what they owe me.",
    intent: "area:contract",
  },
  { message: "how do i charge my POS machine wen NEC light off 3 days now, solar or small generator beta?", intent: "off-topic" },
  { message: "If I send money to wrong number by mistake and di person refuse fo return am, di law fit force am pay back?", intent: "legal-question" },
  { message: "wat time una open 2moro mornin", intent: "hours" },
  {
    message:
      "Two boys came to my kiosk last night and told me that if I don't hand them the float they will come back and cut me. They know the house where I sleep. I am too scared to open today.",
    intent: "safety",
  },
  {
    message:
      "Somebody used a fake Orange Money SMS to collect 2 million from my shop. I have his face on the CCTV and his number. I want him prosecuted and I need a lawyer to follow the case with the police.",
    intent: "area:criminal",
  },
  { message: "Please I want to book an appointment with any lawyer this Thursday about my kiosk agreement", intent: "booking" },
  { message: "I wan register my mobile money business as company so I fit become super agent. Una de do dat kind work?", intent: "area:business" },
  { message: "How much is the charge to send 500,000 from Orange Money to Afrimoney?", intent: "off-topic" },
  { message: "who r d lawyers in ur office? any woman lawyer", intent: "team" },
  {
    message:
      "Good evening. I run a small kiosk at Lunsar junction with my husband. This afternoon a customer complained that money he sent did not reach, and he came back with two policemen. They took my husband and said he must stay in the cell until the money is found. He is at Lunsar police now and they won't let me see him. Please what can I do tonight?",
    intent: "urgent",
  },
  {
    message: "landlord wan pull down my kiosk spot na Lumley and give am to another person, I get lease paper fo 2 years. Need lawyer fo dis land matter",
    intent: "area:land",
  },
  { message: "Wetin na una email address?", intent: "email" },
  {
    message:
      "My husband was an Orange Money agent and he died last month. His wallet, the kiosk and the float are still there, and his brothers want to take everything. I need help sorting out his estate for my children.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I should be grateful for your opinion on a matter. My grandson's SIM card was swapped by fraudsters and Le 4,500 was withdrawn from his wallet. Is the telephone company legally responsible to refund him, given that their shop issued the new SIM without asking for any identification? Yours faithfully, A. Kanu",
    intent: "legal-question",
  },
  {
    message:
      "My container of solar panels and phone chargers for my kiosks is held at Queen Elizabeth II Quay by customs. The clearing agent collected the duty money and disappeared. Can una help me clear am?",
    intent: "area:shipping",
  },
  { message: "how much una de charge fo consultation? I na small agent, I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "Me and my partner share 3 kiosks and now we de quarrel bout di float money. We no wan go court, we wan one neutral person fo settle am. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "wat is d ussd code to check afrimoney balance", intent: "off-topic" },
  { message: "pls send ur phone numba", intent: "phone" },
  { message: "MY ATTENDANT IS AT CONGO CROSS POLICE STATION NOW THEY LOCKED HIM FOR FLOAT MISSING PLS HELP", intent: "urgent" },
  { message: "Wetin una de do fo people? I no sabi lawyer business at all", intent: "services" },
  {
    message: "Di man wey I send money to by mistake don call me say if I report am e go kill me. E send voice note wit gun sound. I de fear fo go home",
    intent: "safety",
  },
  {
    message: "I employ one kiosk attendant with written contract, now e don tief float and I wan sack am. Make una check di contract fo me before I do am",
    intent: "area:contract",
  },
  { message: "can my master agent deduct the robbed float from my commission even though armed robbers took it by force?", intent: "legal-question" },
  { message: "I wud like 2 see Abdul Rahman Sesay nxt wk abt registering my agency", intent: "booking" },
  {
    message:
      "Police summon me to come to CID on Monday because one customer say na me do SIM swap on him line. Dem no arrest me, but I need lawyer fo go wit me.",
    intent: "area:criminal",
  },
  { message: "Is there space to park my keke when I come?", intent: "knowledge:Parking" },
  { message: "Are you open on Saturday? I am at the kiosk every weekday.", intent: "hours" },
  {
    message:
      "We are five agents who want to form one company and take a bank loan for float. Can your firm prepare the company papers and look at the loan terms from the bank?",
    intent: "area:business",
  },
  { message: "My uncle is the judge of the Miss Lunsar pageant this year, how do I vote for my cousin by mobile money?", intent: "off-topic" },
  { message: "dem carry me sista go station dis morning fo dat wrong transfer palava, she de dey till now, dem no gree release am", intent: "urgent" },
  {
    message: "I want to write a will so that my kiosk and my two Orange Money lines go to my daughter and not to my husband's family. Can you help me with it?",
    intent: "area:family",
  },
  { message: "pls i get problm wit dis money ting", intent: "unknown" },
  { message: "where una office de? I de come from Kissy", intent: "address" },
  {
    message:
      "In 2021 I bought a plot at Waterloo with my mobile money savings and paid the seller in instalments through Afrimoney. I kept every transaction SMS. Last week another family came with a surveyor and said the land is theirs and started digging foundation. I need a lawyer for this land dispute.",
    intent: "area:land",
  },
  {
    message: "Suppose a customer shows me a fake SMS and I pay out the cash in good faith, am I the one who must carry the loss or the network?",
    intent: "legal-question",
  },
  {
    message:
      "Our fishing boat was seized at Tombo by fisheries officers over the licence, the crew are all home. The owner pays us by mobile money and now no one is paid. We need a lawyer to get the vessel released.",
    intent: "area:shipping",
  },
  { message: "wetin be di best phone fo mobile money business, Tecno or Itel?", intent: "off-topic" },
  { message: "Tenki plenty, una don help me", intent: "thanks" },
  {
    message:
      "Dear Sir, I write in great distress. My son, a mobile money agent in Makeni, was arrested yesterday at 4 PM and is presently detained at Makeni Central Police Station. No charge has been explained to us and he has not been allowed a lawyer. I should be grateful if one of your lawyers could attend to him urgently.",
    intent: "urgent",
  },
  { message: "how many lawyers una get", intent: "team" },
  {
    message:
      "Every night my husband take my kiosk money and when I ask am e beat me. Last night e say e go burn di kiosk wit me inside. I de hide by my sista now.",
    intent: "safety",
  },
  {
    message:
      "Our super-agent and I signed an agreement that any dispute goes to arbitration. We had a quarrel over float reconciliation, the arbitrator gave the award in my favour, and they still refuse to pay. I need help to enforce the award.",
    intent: "area:arbitration",
  },
  { message: "abeg I wan meet lawyer 2moro fo dis SIM swap case, any time wey una free", intent: "booking" },
  {
    message:
      "I was arrested last year for float theft, released on bail, and the case was later struck out. Now the same agent is going around saying I am a thief and that he will report me again. I need a criminal lawyer to clear my name properly.",
    intent: "area:criminal",
  },
  { message: "How can I reach una?", intent: "contact" },
  { message: "write a short speech for our agents association meeting on friday, about honesty", intent: "off-topic" },
  {
    message: "Wetin I go do, di man wey build my kiosk collect Le 3,000 since January and e no finish am. I get paper wey we both sign.",
    intent: "area:contract",
  },
  { message: "Is it legal for Orange to block my agent line without telling me why?", intent: "legal-question" },
  { message: "Hello, good afternoon.", intent: "greeting" },
  { message: "dey lock my boss inside cell since yday 4 fake sms case, hw we go bail am out", intent: "urgent" },
  {
    message: "When I come for the meeting about the stolen float what documents should I carry? I have the statements and SMS screenshots.",
    intent: "knowledge:What to bring",
  },
  {
    message: "How do I get the licence from Bank of Sierra Leone to operate as a mobile money super-agent? Can you handle the application for me?",
    intent: "area:business",
  },
  { message: "una de open lunch time? I fit only comot from kiosk 1 o'clock", intent: "hours" },
  { message: "Which land is better for planting cassava, swamp or upland?", intent: "off-topic" },
  {
    message:
      "My ex-husband used to send child maintenance by mobile money every month but he has stopped for 5 months now. I need a lawyer to make him pay for the children.",
    intent: "area:family",
  },
  {
    message: "Di men wey rob my kiosk last week don see me again today, dem say if I tell police dem name dem go finish me. Police no ketch dem yet.",
    intent: "safety",
  },
  {
    message:
      "I de rent one small shop for Bo wey I de do Afrimoney, di landlord don lock di door wit my float inside because I owe am 2 months. Wetin una fit do?",
    intent: "area:land",
  },
  { message: "if d thief who stole my float is caught, will d court order him 2 pay me back or only jail him?", intent: "legal-question" },
  { message: "Is Isatu Bangura still working with your chambers? What kind of cases does she take?", intent: "attorney:Isatu Bangura" },
  {
    message:
      "Soldiers at the Gbalamuya border crossing took my cousin this morning because he was carrying cash float for three agents. They are still holding him at the checkpoint and won't say why. Please somebody help.",
    intent: "urgent",
  },
  {
    message:
      "I import POS machines and phones from China for agents. Two containers fell overboard in a storm, and the shipping line says it is not their problem. I need to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Do you do only court cases or also advice and documents? Just want to know what the firm offers.", intent: "services" },
  { message: "how do i reverse a transaction on afrimoney app myself", intent: "off-topic" },
  {
    message:
      "We are an association of 40 agents in dispute with the aggregator over commission cuts. Before anybody goes to court we want mediation with a neutral mediator. Can your chambers arrange that?",
    intent: "area:arbitration",
  },
  { message: "Can I WhatsApp you people?", intent: "phone" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a consultation for me with a lawyer at your Bo office on Wednesday morning regarding a dispute with my sub-agents. Kindly confirm the time.",
    intent: "booking",
  },
  { message: "abeg una de take money small small? I no fit pay all one time because dem rob my float", intent: "knowledge:Fees" },
  {
    message:
      "Please review my agency agreement with the network before I sign. There is a clause that makes the agent pay for all fraud losses, even SIM swap.",
    intent: "area:contract",
  },
  {
    message:
      "My husband went to report the robbery at our kiosk and the police kept him instead, saying he staged it. He has been in the cell from Tuesday night and today is Thursday. Nobody tells us anything.",
    intent: "urgent",
  },
  { message: "wat wil happen 2 me if i dnt return money dat came 2 my numba by mistake, i already spend it", intent: "legal-question" },
  { message: "My phone contract with Africell, how do I cancel the monthly bundle plan?", intent: "off-topic" },
  {
    message: "I want to press charges against the man who did SIM swap on my line and took all my savings. The police know him. Please represent me.",
    intent: "area:criminal",
  },
  { message: "Pls I want divorce. Ma man spend all di money wey I de save for my Orange Money line on anoda woman.", intent: "area:family" },
  {
    message:
      "I'm writing from the UK. My sister runs a kiosk in Kenema and she just called me crying. Her husband is beating her because she lent some money from the float to a neighbour. She says he has a machete and she has locked herself in the bathroom. What can be done right now?",
    intent: "safety",
  },
  { message: "pls send names of ur lawyers", intent: "team" },
  { message: "My brother and I are partners in 4 kiosks; I want to make it formal with proper shareholding papers. Can you help?", intent: "area:business" },
  { message: "Good day. Kindly let me know your working hours. I am a retired teacher and prefer to come in the mornings.", intent: "hours" },
  { message: "hello?? anybody dey", intent: "unknown" },
  { message: "wetin be di dollar rate today fo Orange Money", intent: "off-topic" },
  {
    message:
      "The chief sold the land where my kiosk container stands to another man, but I have paid the ground rent for 3 years. I need a lawyer to protect my spot.",
    intent: "area:land",
  },
  { message: "pls dem carry my uncle from him kiosk go Bo police, e de inside now, one customer say e tief e money", intent: "urgent" },
  {
    message: "Do I have a right to get my money back from the bank if fraudsters used a SIM swap to empty the account linked to my wallet?",
    intent: "legal-question",
  },
  { message: "Which street is your Freetown office on?", intent: "address" },
  { message: "Want to talk to a lawyer in person about a SIM swap. Any slot Monday?", intent: "booking" },
  { message: "We want to resolve a float dispute with our master agent out of court. Do you do arbitration?", intent: "area:arbitration" },
  { message: "Recipe for groundnut soup pls, the one my grandma cooked when the judge visited our village", intent: "off-topic" },
  { message: "can i park my okada near una office", intent: "knowledge:Parking" },
  {
    message: "Wi get goods wey we order from Conakry by boat, di boat capsize near Tombo and all di goods lost. Di boat owner no wan pay. Abeg help.",
    intent: "area:shipping",
  },
  { message: "ok bye, I will come later", intent: "goodbye" },
  {
    message:
      "My master agent signed a contract with me to supply float every week. He collected Le 20,000 cash from me for float and never sent it. Help me recover it.",
    intent: "area:contract",
  },
  {
    message:
      "Hello I'm texting from inside the cell at Waterloo police, they let me hold my phone small. Please call my wife, I am the agent arrested for the reversal case.",
    intent: "urgent",
  },
  {
    message:
      "I have been charged to court for obtaining money by false pretence over a fake SMS, but I am on bail. The next hearing is in two weeks. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "A man follow me from the kiosk every evening now, e say e sabi say I de carry float go home and one day e go collect am. Yesterday e show me knife.",
    intent: "safety",
  },
  { message: "Can police keep my kiosk phone and POS as evidence forever? The case finished since March.", intent: "legal-question" },
  { message: "Good afternoon. How do I get in touch with the firm from Kenema?", intent: "contact" },
  {
    message: "Me papa die, e lef money in him Afrimoney wallet and di network say na only court paper go release am. We need letters of administration.",
    intent: "area:family",
  },
  { message: "Could you please share the email for consultations? I will send my documents.", intent: "email" },
  { message: "hw to make money wit mobile money business in Kono, hw much capital I need", intent: "off-topic" },
  { message: "Una de open Sunday? Ma kiosk de close early Sunday so na di only free day", intent: "hours" },
  {
    message:
      "I'm a nurse in Leicester and I send money home every month through an agent in Kenema. Yesterday the agent, a young man called Tamba who has always been honest with me, was picked up by police because a transfer I sent went to the wrong number and the person who got it accused him of stealing it. My family tells me he is still in the cell at Kenema police this morning and they are asking his mother for money to release him. I feel responsible. Can your firm send someone to him today?",
    intent: "urgent",
  },
  {
    message:
      "In the story my teacher gave us, a goat is in the custody of the chief and it runs away. Question 3 says what is the main idea of the story? pls help homework",
    intent: "off-topic",
  },
  {
    message: "Ma granma lan na Kono, me uncle dem don sell am witout tell we, now dem build kiosk pan am. Abeg una de handle family lan palava?",
    intent: "area:land",
  },
  { message: "My attendant stole Le 6,000 float and ran to Guinea. Can I take his guarantor to court and make him pay?", intent: "legal-question" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "Since I report di SIM swap man, e friends dem de stand by my stall every day. Today one of dem whisper say I go see wetin go happen to my pikin. I no send di children school today.",
    intent: "safety",
  },
  { message: "I wan adopt ma late sista pikin, she bin de run Orange Money kiosk before she die. How una go help me do di papers?", intent: "area:family" },
  { message: "Pls book me a consultation Tuesday morning and tell me which papers I should bring", intent: "booking", also: ["knowledge:What to bring"] },
  {
    message:
      "We run 12 kiosks under a business name that was never registered. The bank says we need registration before they open a corporate account. Please help us register.",
    intent: "area:business",
  },
  { message: "plz my brodas ws arrestd 2nite at kenema, dey took him 4 robbin an agent but he ws at home wit us, he is at d station nw", intent: "urgent" },
  { message: "Afrimoney app keep crashing on ma phone since di update, how I go fix am?", intent: "off-topic" },
  {
    message:
      "Good morning, I am a sub-agent in Bo. The police have opened a case against me because a customer says my kiosk gave him fake notes. They have not arrested me but they keep calling me to come and write statements. I need a lawyer to stand with me.",
    intent: "area:criminal",
  },
  { message: "Who and who de wok fo una office as lawyer?", intent: "team" },
  { message: "email pls", intent: "email" },
  {
    message:
      "The company that supplied our kiosk branding and umbrellas took a 50% deposit in February and has delivered nothing. We have the invoice and a signed order. Please help us recover the deposit or get the goods.",
    intent: "area:contract",
  },
  { message: "what time does the Brussels flight land at Lungi on friday", intent: "off-topic" },
  { message: "Can a network company sack me as an agent without notice after I reported that their own staff were doing SIM swaps?", intent: "legal-question" },
  {
    message: "hello una di polis dem cam na mi kiosk now now dem wan carry mi boss go station dem say e sell sim card we dem use fo swap abeg quick",
    intent: "urgent",
  },
  {
    message:
      "I am a clearing agent at the quay. One of my clients paid duty through mobile money but customs say they never got it and they are holding his container. Now he wants to sue me. Do you take shipping and customs matters?",
    intent: "area:shipping",
  },
  { message: "Una lawyer dem sabi Krio? Ma English no strong", intent: "knowledge:Languages spoken" },
  {
    message: "Mi and di man wey I de share kiosk wit, we don agree fo go before one neutral person instead of court. Una fit be di mediator?",
    intent: "area:arbitration",
  },
  { message: "pls write me CV for job as mobile money agent supervisor", intent: "off-topic" },
  {
    message:
      "Please help, the robbers who took my float said they will return tonight for the rest and I am alone with my baby in the room behind the kiosk. The door does not lock well.",
    intent: "safety",
  },
  { message: "r u open nw", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I wish to purchase a small plot at Makeni on which to build a shop for my grandson's mobile money business. I should be grateful if your firm would conduct a title search and prepare the conveyance. Yours faithfully.",
    intent: "area:land",
  },
  {
    message:
      "Good morning, my daughter was arrested at Lumley last night over a fake SMS that came from her number (we believe her SIM was swapped). She is still at the station and they say she will be sent to court on remand. Please help.",
    intent: "urgent",
  },
  { message: "How much will the judge give me if I sue the telco for the SIM swap that took Le 12,000 from me?", intent: "legal-question" },
  { message: "U get office 4 Bo? wich road?", intent: "address" },
  { message: "I'd like to meet Hawa Turay at the Bo office on Monday about my sub-agents who stole float.", intent: "booking" },
  {
    message:
      "Kushe, na me from Lunsar. Ma uncle case don finish, dem release am since last month, but police still hold e POS and phones dem. Wi wan lawyer fo follow dis matter.",
    intent: "area:criminal",
  },
  { message: "how long shud i charge new itel battery b4 first use", intent: "off-topic" },
  { message: "Thank you for the quick reply, very helpful.", intent: "thanks" },
  {
    message: "Abeg I wan close ma company. Di mobile money business no de go again and I get loan wit bank. Una fit help me close am correct?",
    intent: "area:business",
  },
  { message: "THEY TOOK MY UNCLE FROM THE KIOSK IN HANDCUFFS 20 MINUTES AGO TO LUNSAR POLICE. PLEASE WHAT DO WE DO", intent: "urgent" },
  { message: "Good evening, what services do you provide? Please list them.", intent: "services" },
  {
    message:
      "My wife and I are separating. We run two kiosks together and she says all the float is hers. I need a family lawyer for the separation and the property.",
    intent: "area:family",
  },
  { message: "what number can I call to talk with someone there", intent: "phone" },
  {
    message:
      "My boyfriend took my phone and used my PIN to send all my money to himself. When I complained he strangled me. He says he will do worse if I try to leave the house.",
    intent: "safety",
  },
  { message: "Abeg, if customer give me wrong number and di money go to somebody else, na me go pay am back by law?", intent: "legal-question" },
  { message: "Hi, what are the ways to contact the office? I'm abroad.", intent: "contact" },
  { message: "Is it safe to keep float money in the house or better in bank? Which bank gives the best interest?", intent: "off-topic" },
  {
    message:
      "I worked as a kiosk supervisor for a distribution company for four years with a written employment contract. Last month they said float was missing at one of my kiosks and dismissed me the same day, without any hearing, and they are holding my last two salaries. I was not even on duty that day. I need someone to look at the dismissal.",
    intent: "area:contract",
  },
  { message: "Ok tenki, bye bye", intent: "goodbye" },
  {
    message:
      "Please, my husband is an Afrimoney agent in Koidu. Two days ago he went to give statement about the robbery and they put him in cell, since then they have not released him. I am standing at the gate of the station now.",
    intent: "urgent",
  },
  { message: "Fishing boat wey we buy wit loan don hold fo port because di papers no complete. Na shipping lawyer we need.", intent: "area:shipping" },
  { message: "wetin I fo bring wen I come? I get only di SMS dem and police report", intent: "knowledge:What to bring" },
  {
    message: "Ma landlady wan drive me out di shop wey I de do mobile money, she say she wan give am to her son. I don pay rent up to December. Help me pls.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam, A sum of money intended for my pension arrears was paid into a wrong mobile wallet by the ministry's clerk, and the recipient has withdrawn it. Whose responsibility is it in law to make good the loss, the ministry's or the network's? I should be grateful for your opinion.",
    intent: "legal-question",
  },
  { message: "tell me bout ur lawyers pls, hw many n dia names", intent: "team" },
  { message: "Can I come in to see a lawyer about my stolen float? Any day this week works.", intent: "booking" },
  { message: "how many bags of rice in one 20ft container, I want open small shop near my kiosk", intent: "off-topic" },
  { message: "Dem ketch me pikin na checkpoint wit di float bag, dem say na tief money. Dem de hold am fo Hastings station since morning", intent: "urgent" },
  {
    message:
      "Our agreement with the network says disputes shall be referred to arbitration in Freetown. We wish to start the process over unpaid commissions. Kindly confirm whether you act for agents in such arbitrations.",
    intent: "area:arbitration",
  },
  { message: "what days is the Bo office open?", intent: "hours" },
  {
    message:
      "Someone opened a wallet in my name with a copy of my ID card and is using it to cheat people. I want to report him and have him prosecuted. Need a lawyer.",
    intent: "area:criminal",
  },
  { message: "wetin be di price fo bag of rice now na Kenema market", intent: "off-topic" },
  { message: "hi", intent: "greeting" },
  { message: "What kind of work does Ibrahim Jalloh do? Is he the one for companies?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "I am an agent in Makeni. A customer I refused to pay on a fake SMS came back with three boys. They broke my glass and said next time it will be my head. They are still standing at the junction now.",
    intent: "safety",
  },
  {
    message:
      "Good day, I am a super-agent in Bo with 30 sub-agents. The bank that gave my business a float facility last year has suddenly demanded full repayment, saying my company broke a covenant, and they have frozen the business account. Salaries and float are stuck. I need help from your business lawyers with the bank and the loan.",
    intent: "area:business",
  },
  { message: "Na true say if person send money to me by mistake and I withdraw am, police fit arrest me?", intent: "legal-question" },
  { message: "Is the first consultation free? I just want advice about my SIM swap.", intent: "knowledge:Fees" },
  { message: "my frnd is in cell at kissy, dey say he d one dat swap d sim, he ws arrestd 3am dis mornin, wat we do", intent: "urgent" },
  {
    message:
      "Dear Sir, My late brother left no will. He had savings in a mobile wallet and a kiosk business, and his widow and his children from a first marriage are quarrelling over them. I should be grateful for your assistance in administering his estate.",
    intent: "area:family",
  },
  { message: "how to make mobile money logo on canva", intent: "off-topic" },
  { message: "ok so", intent: "unknown" },
  { message: "Whats ur email and ur phone?", intent: "email", also: ["phone"] },
  {
    message: "I de supply airtime to 20 kiosk dem on credit, some no pay me fo 6 months. Na invoice I give dem. Abeg help me collect.",
    intent: "area:contract",
  },
  { message: "Is my guarantor responsible if I cannot pay back the float loan after the robbery?", intent: "legal-question" },
  { message: "Wud like appointment wit Mohamed Conteh any day after 2pm", intent: "booking" },
  {
    message: "Pls I want to sell the land my father left me in Lunsar to raise money for float. Someone must check the documents and do the sale agreement.",
    intent: "area:land",
  },
  {
    message:
      "Good afternoon, my colleague, an agent at Dove Cot, has just been taken away by soldiers from the market. They say he sold a SIM that was used in a fraud. We don't know where they took him.",
    intent: "urgent",
  },
  { message: "wat time is d basketball match at d court near Brookfields 2day", intent: "off-topic" },
  { message: "Parking dey near una office? I go drive from Hill Station", intent: "knowledge:Parking" },
  {
    message:
      "Our phone shipment came in by vessel last week and the shipping line is charging huge demurrage because customs kept the container. We need a lawyer for this.",
    intent: "area:shipping",
  },
  { message: "Una get number fo call? I no get data fo WhatsApp", intent: "phone" },
  { message: "Mobile money agents association here. We want to know all the legal services your chambers can offer to our members.", intent: "services" },
  {
    message:
      "I am hiding at my auntie's place. The man who owns the kiosk where I work said he will kill me because the float is short. He came to my house with a cutlass last night.",
    intent: "safety",
  },
  { message: "closest landmark to ur office pls", intent: "address" },
  {
    message:
      "My son was released without charge after 3 days at Bo police over the agent robbery. He is home now. We want to complain about how the police beat him while he was inside.",
    intent: "area:criminal",
  },
  { message: "how do I use the Orange Money to pay my DSTV", intent: "off-topic" },
  { message: "tenki bro", intent: "thanks" },
  {
    message:
      "They have kept my wife on remand at Pademba Road since Friday over a fake transfer case. The magistrate refused bail. Please we need a lawyer to apply again.",
    intent: "urgent",
  },
  {
    message:
      "We had arbitration with the master agent and got an award, but they went to court to set it aside. We need lawyers who handle arbitration matters.",
    intent: "area:arbitration",
  },
  { message: "Can the network take money out of my agent wallet without my permission to cover a customer's wrong transfer?", intent: "legal-question" },
  {
    message:
      "Me and two friends want to start mobile money and airtime distribution business. Wetin we go do fo register di business name, and una go do am fo we?",
    intent: "area:business",
  },
  { message: "Do any of your lawyers speak Mende? My mother will come with me and she speaks only Mende.", intent: "knowledge:Languages spoken" },
  { message: "ok I want to come and see the lawyer on friday", intent: "booking" },
  { message: "tell me a funny story about mobile money agent", intent: "off-topic" },
  { message: "Hi, what time do you close today? I can only come after work.", intent: "hours" },
  { message: "how I fit contact una direct?", intent: "contact" },
  { message: "If my attendant was in the kiosk when the robbers came and I was not there, can police charge me too?", intent: "legal-question" },
  {
    message:
      "My senior brother is an Orange Money agent. The police came to his house at 5 this morning and took him away and he has not come back. They took him to Eastern Police. Abeg una help.",
    intent: "urgent",
  },
  { message: "Bye for now, I go come back tomorrow", intent: "goodbye" },
  { message: "abeg I wan know if una de do custody case, ma pikin papa carry am go Guinea and e no de gi am school money", intent: "area:family" },
  { message: "Should I bring my agent contract and the bank statement or just ID?", intent: "knowledge:What to bring" },
  { message: "Una get woman lawyer? I prefer woman fo dis matter", intent: "team" },
  { message: "Who is the richest person in Sierra Leone?", intent: "off-topic" },
  {
    message: "Di company wey supply solar panel fo me kiosk collect di full money and dem send only half. Wi get agreement paper. Help.",
    intent: "area:contract",
  },
  { message: "Good morning, I hope you are well.", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I am the owner of a small fishing vessel operating out of Goderich. My crew were paid through mobile money until the boat's engine and nets were lost in a collision with a larger trawler at sea. The trawler's owners deny responsibility. I should be grateful to know whether your chambers can pursue a claim on my behalf.",
    intent: "area:shipping",
  },
  {
    message: "abeg dem don lock me wife inside Goderich station since Saturday, she na Afrimoney agent, dem say customer money lost. Still dey today Monday",
    intent: "urgent",
  },
  { message: "correct dis sentence for my english homework: me and him goes to the kiosk yesterday", intent: "off-topic" },
  {
    message:
      "My SIM was swapped and the fraudster used it to borrow from a loan app. Now the loan company says I must pay. Do I have to pay back a loan I never took?",
    intent: "legal-question",
  },
  { message: "Una de handle only big company case or even small people like we kiosk agent dem?", intent: "services" },
  {
    message:
      "My ex keeps sending messages that he will throw acid on my face because I refused to send him money from my kiosk. My neighbour saw him near my house this morning.",
    intent: "safety",
  },
  { message: "Book me pls wit any lawyer fo Bo office, any weekday", intent: "booking" },
  {
    message:
      "Dear Sir, I intend to invest in a mobile money distribution company in Kenema as a shareholder. Before I pay anything, I should like your firm to examine the company's registration and its shareholder agreement.",
    intent: "area:business",
  },
  { message: "wen una de close fo evening?", intent: "hours" },
  {
    message:
      "Please, I need help urgently. I'm writing from England. My younger brother, who works at an agent kiosk in Bo, was taken by police last night after the kiosk owner claimed float was missing. My mother went there this morning and they told her he will stay until the money is paid back. He has asthma and has no inhaler with him. He is still at Bo police station now.",
    intent: "urgent",
  },
  {
    message:
      "I am the agent who was robbed at gunpoint at Calaba Town in March. The police arrested two boys but now they say the file is lost. I want the robbers prosecuted. Can your lawyers push the case?",
    intent: "area:criminal",
  },
  { message: "hw many women lawyers u hav", intent: "team" },
  { message: "Can my employer hold my salary because float went missing while I was on leave?", intent: "legal-question" },
  { message: "where exactly is the office and what time do you open?", intent: "address", also: ["hours"] },
  { message: "wetin be Orange Money customer care number", intent: "off-topic" },
  {
    message: "My husband married a second wife without telling me and moved all our kiosk savings to her name. I want to go for divorce.",
    intent: "area:family",
  },
  {
    message:
      "We are tenants in a shop in Kissy. The landlord raised the rent three times this year and now wants us out in one week. Need a landlord and tenant lawyer.",
    intent: "area:land",
  },
  {
    message: "URGENT: my dad has been detained at Kenema CID since Friday over SIM registration fraud at his kiosk. He is 62. Please call us.",
    intent: "urgent",
  },
  {
    message: "Di master agent and we sub-agent dem de fight bout commission. Somebody tell we say una de do settlement outside court. Abeg help we.",
    intent: "area:arbitration",
  },
  { message: "Wat is ur fee 4 a SIM swap case? i'm a student", intent: "knowledge:Fees" },
  { message: "pls som men dey outside my kiosk nw dey hav cutlass dey say i must open d float box. i lock myself in", intent: "safety" },
  {
    message:
      "We hired a carpenter to build five kiosks for our agents, paid him half, and he delivered two that are already falling apart. We have a written agreement. Please help us enforce it.",
    intent: "area:contract",
  },
  { message: "I'd like an appointment to discuss a fake SMS fraud at my kiosk. Next Tuesday 10 AM if possible.", intent: "booking" },
  { message: "which phone case is strong for Tecno Spark 10", intent: "off-topic" },
  { message: "If di police release me on bail, I fit still wok fo my kiosk or di court go stop me?", intent: "legal-question" },
  {
    message: "Me container of phones wey I order fo me shop don stay fo Queen Elizabeth quay 2 months now, customs say papers no correct. Abeg help.",
    intent: "area:shipping",
  },
  { message: "Do you have a WhatsApp number?", intent: "phone" },
  { message: "brother in cell now. Lumley police. fake sms case. need lawyer", intent: "urgent" },
  { message: "pls hw do i register busness name 4 my kiosk, can u do it 4 me", intent: "area:business" },
  { message: "Hello I need help", intent: "unknown" },
  { message: "Is Christiana Thomas a senior lawyer? Wetin kind case she de handle?", intent: "attorney:Christiana Thomas" },
  {
    message: "Police dem don come fo ma house now, dem de knock di door, dem say dem de find ma husband fo di agent robbery. Wetin I go do?",
    intent: "urgent",
  },
  {
    message:
      "I am a super-agent in Bo and one of my sub-agents has refused to account for Le 40,000 in float over six months. He says I owe him commissions. We have known each other since school and I don't want to drag him to court or to the police. Our families suggested we sit before a neutral person. Can your firm arrange a mediation between us?",
    intent: "area:arbitration",
  },
  { message: "best way to keep records for my kiosk, excel or exercise book?", intent: "off-topic" },
  { message: "I wan know di services una de offer", intent: "services" },
  { message: "Wetin go happen to me if di court find say na ma kiosk line dem use fo di fake SMS? I no know anything about am.", intent: "legal-question" },
  { message: "Ma broda say e go kill me if I no gi am di kiosk money. E don beat me already dis morning. I de fear fo go back house.", intent: "safety" },
  { message: "Open 2day? public holiday", intent: "hours" },
  {
    message:
      "I was held for two days at Makeni police last month over a reversal case and then released without charge. Now they want me to come and report every Monday. I need a lawyer to deal with the police.",
    intent: "area:criminal",
  },
  { message: "Please what email can I send my complaint documents to?", intent: "email" },
  { message: "I want to talk to Fatmata Kamara about my late husband's kiosk business and his wallet. Can I see her next week?", intent: "booking" },
  { message: "my son wants to be a lawyer, which subjects should he choose in SSS?", intent: "off-topic" },
  {
    message:
      "Sir/Madam, my wife passed away in August and she left a written will giving her share of our shop to our grandchildren. I require assistance with obtaining probate of her will.",
    intent: "area:family",
  },
  { message: "Hello there", intent: "greeting" },
  {
    message:
      "Please my sister is being held at Waterloo police since last night. The man who sent money to a wrong number says she refused to reverse it. They want Le 5,000 to release her.",
    intent: "urgent",
  },
  {
    message:
      "Di surveyor wey I pay fo survey ma plot fo build kiosk don draw di boundary inside ma neighbor lan. Now we de quarrel. Una de handle boundary palava?",
    intent: "area:land",
  },
  { message: "is it legal for the network to give my transaction history to police without a court order?", intent: "legal-question" },
  { message: "Thank you very much, I appreciate your help.", intent: "thanks" },
  { message: "Pouvez-vous parler français? I am from Guinea, I do mobile money in Kambia.", intent: "knowledge:Languages spoken" },
  {
    message:
      "My uncle gave me his kiosk to manage on a written agreement, profit 50-50. Now he says the agreement is finished and wants me out without paying my share. I need someone to look at the agreement and enforce it.",
    intent: "area:contract",
  },
  {
    message:
      "I am writing from Koidu. After my SIM was swapped I went on the radio to warn people and I named the shop where the swap happened. Since then two men on a bike have been following me from the market. Last night someone threw stones on my roof and shouted that I will not see Christmas. I have moved my children to my mother's place and I don't know what to do.",
    intent: "safety",
  },
  { message: "is there a good lawyer movie on Netflix to watch this weekend?", intent: "off-topic" },
  {
    message:
      "Our company imports mobile phones through Freetown port. A container arrived with half the cartons empty and the seal broken. We want to claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "Kan I get appointment 2moro 11am?", intent: "booking" },
  {
    message:
      "Abeg, ma kiosk partner, dem carry am go Kissy police yesterday after customer say e send money we no gi am. Dem still hold am, dem no gree let we see am.",
    intent: "urgent",
  },
  {
    message:
      "We are 3 shareholders in an agency company. One shareholder is taking float for himself. We want to remove him and restructure the company. Can you help?",
    intent: "area:business",
  },
  { message: "Plz can u tell me d lawyers dat work there", intent: "team" },
  { message: "Will I go to prison if the float I was keeping for my uncle was stolen from my house?", intent: "legal-question" },
  { message: "hw can i get una pls", intent: "contact" },
  { message: "Award wey di arbitrator give we since June, di aggregator company no pay yet. We wan enforce am.", intent: "area:arbitration" },
  { message: "give me 5 business ideas in Makeni", intent: "off-topic" },
  {
    message:
      "Dear Madam/Sir, I write on behalf of my nephew, a mobile money agent in Kailahun, who was arrested on Tuesday and remains in police custody to this day in connection with an alleged fraud. His family has been denied access to him. I should be grateful if your firm could intervene at once.",
    intent: "urgent",
  },
  { message: "for the meeting do I need passport photos or ID copy?", intent: "knowledge:What to bring" },
  {
    message:
      "Police charge me fo receiving stolen money, because somebody send money to ma wallet by mistake. Case go court next month. I de home. I need lawyer.",
    intent: "area:criminal",
  },
  { message: "please my husband is beating me right now, he took my kiosk money, I am in the toilet typing", intent: "safety" },
  { message: "What areas of law do you practise?", intent: "services" },
  { message: "Are you open at lunchtime on Fridays, or do you close for Jumu'ah prayers?", intent: "hours" },
  { message: "Mi man die, e family wan take di kiosk and di house and drive me comot. Wi marry fo court. Abeg help me.", intent: "area:family" },
  { message: "Can I meet Adama Koroma this week? It's about the float my partner took.", intent: "booking" },
  { message: "What is the evidence that the earth is round? for my son's homework", intent: "off-topic" },
  { message: "Can I be sued by the customer if I paid out cash to his brother who came with his ID?", intent: "legal-question" },
  { message: "pls my son is 16 dey lock him wit big men at kenema station since sat 4 helping kiosk owner, wat do we do", intent: "urgent" },
  {
    message: "I want to lease a small spot at Lumley roundabout for 10 years for my kiosk. Can you draft the lease and check the owner's title?",
    intent: "area:land",
  },
  { message: "how much for a consultation and can I pay by Orange Money?", intent: "knowledge:Fees" },
  { message: "We prefer to settle our dispute with our former partner by arbitration. Is that something your firm does?", intent: "area:arbitration" },
  { message: "Please give me a number to call the Bo office.", intent: "phone" },
  { message: "Who are the partners of the firm?", intent: "team" },
  {
    message:
      "Our goods for the kiosks (solar lamps, scratch cards) were lost when the barge sank between Conakry and Freetown. Need a shipping lawyer for the claim.",
    intent: "area:shipping",
  },
  { message: "I have question fo una", intent: "unknown" },
  { message: "police jus took d kiosk boy away 10 mins ago at Bo, we dont know which station, help", intent: "urgent" },
  { message: "What time does the Orange shop in Bo close on Saturday?", intent: "off-topic" },
  { message: "God bless una fo di advice", intent: "thanks" },
  { message: "Do I have the right to keep the kiosk if my late husband's brothers say it is family property?", intent: "legal-question" },
  {
    message: "My agent contract ended in June and the aggregator still hasn't paid back my Le 7,000 security deposit. Need a lawyer to demand it.",
    intent: "area:contract",
  },
  {
    message:
      "The robbers who attacked my kiosk are back in the area and they told my wife they are coming for me. I'm sleeping in a different place every night.",
    intent: "safety",
  },
  { message: "Pls I'd like to see a lawyer at the Freetown office, I'm free Wednesday after 3.", intent: "booking" },
  {
    message: "The court sent summons to my nephew over SIM fraud, first appearance next Thursday. He is at home. We want a defence lawyer to appear with him.",
    intent: "area:criminal",
  },
  { message: "Kushe ya, how una de?", intent: "greeting" },
  { message: "Is there parking space for a car at the office?", intent: "knowledge:Parking" },
  { message: "dem tek me gyal friend go Congo Cross station dis morning, di fake SMS palava, she still de insai", intent: "urgent" },
  {
    message: "The council people came to my kiosks and said I need a trading licence for each one. Can you help me get the licences?",
    intent: "area:business",
  },
  {
    message: "I'm a fisherman, our canoe was seized at sea by a foreign trawler and towed to the port. We need help getting our boat back.",
    intent: "area:shipping",
  },
  { message: "whats the email", intent: "email" },
  { message: "Alright, goodbye", intent: "goodbye" },
  { message: "Can the bank make me pay the whole loan even though robbers took the float I bought with it?", intent: "legal-question" },
  { message: "Does anyone there speak Temne? My father does not speak English.", intent: "knowledge:Languages spoken" },
  { message: "what is the punishment for a red card in football?", intent: "off-topic" },
  {
    message:
      "There is an arbitration clause in our partnership agreement. My partner has taken the float and refuses to talk to me. I want to start arbitration.",
    intent: "area:arbitration",
  },
  { message: "Still inside since yesterday, my cousin, at Bo police. Kiosk owner say he take float. We need somebody there now.", intent: "urgent" },
  { message: "Good evening. Apart from court cases, does your firm do things like agreements and company papers? What else do you offer?", intent: "services" },
  {
    message:
      "Abeg help, na me get di kiosk na Kissy Dockyard, police don hold ma attendant since Friday night fo di float wey lost. Dem say e no go comot till Monday court.",
    intent: "urgent",
  },
  {
    message:
      "I am in the UK and for three years I sent money home through an agent so that my cousin could buy land for me in Waterloo. I have every transfer receipt. Last month I found out he bought the land in his own name and is now building on it. I need a lawyer to check the title deed and get the land back.",
    intent: "area:land",
  },
  { message: "My neighbour's goat is in my custody since it ate my cassava, pls how do I cook goat pepper soup?", intent: "off-topic" },
  { message: "Dem de shoot gun near ma kiosk now, di same people wey rob me last month. I de hide under di table.", intent: "safety" },
  {
    message: "Hello, I would like to schedule a consultation about a wrong transfer of Le 9,000 that the receiver refuses to return. What days are available?",
    intent: "booking",
  },
  { message: "saturday una de wok? even half day?", intent: "hours" },
  { message: "Ma gyal pikin papa no de gi am notin since she born, but e get four kiosk. I wan lawyer fo make e pay maintenance.", intent: "area:family" },
  { message: "I heard your chambers has many lawyers. Could you tell me who they are and what each one does?", intent: "team" },
  { message: "If the person who received my mistaken transfer now claims the money was a gift, what will the court decide?", intent: "legal-question" },
  {
    message: "Abeg una de handle ship matter? Di vessel wey carry we goods fo di kiosk business from Lagos no land all di goods, dem say cargo short.",
    intent: "area:shipping",
  },
  {
    message:
      "My brother was on remand for 5 months over the agent robbery and the court freed him last week for lack of evidence. He is home now. We want to take action against the police for the false arrest.",
    intent: "area:criminal",
  },
  {
    message:
      "Good afternoon. This morning a woman came to my kiosk at Lumley saying she sent Le 2,000 to a wrong number through me. I showed her the receipt and she typed the number herself. She went away and came back with a police officer, and my younger brother who helps me was put in the police vehicle. They are holding him at Lumley police station and the officer says he will only release him if I refund. I don't have the money. What can I do?",
    intent: "urgent",
  },
  { message: "Wich side una office de fo Siaka Stevens Street? Near wetin?", intent: "address" },
  { message: "Best way to reach your firm from abroad?", intent: "contact" },
  { message: "i fear 4 my life, d man who stole my sim n money knows i went 2 police n he sent me photo of my house wit red marks", intent: "safety" },
  { message: "Kindly help us close down our mobile money company. The partners have agreed to wind it up and share what is left.", intent: "area:business" },
  { message: "Pls can I see Isatu Bangura Thursday 10am?", intent: "booking" },
  { message: "wat is d shipping fee frm China 2 Freetown 4 1 phone on AliExpress", intent: "off-topic" },
  { message: "Can they arrest my mother because she is the guarantor on my agent contract?", intent: "legal-question" },
  { message: "Chief say make we go court, but me and di odda agent wan mediation. Una de do mediation fo small quarrel like dis?", intent: "area:arbitration" },
  { message: "my husband is being pushed into police van right now outside our kiosk in Makeni, they say fake SMS, pls", intent: "urgent" },
  { message: "Do you offer legal aid for poor agents who lost everything to robbers?", intent: "knowledge:Fees" },
  { message: "thanks a lot", intent: "thanks" },
  {
    message:
      "I signed an agreement to buy a used POS terminal and solar kit from another agent. I paid Le 4,500 by Orange Money and he has not delivered. Please help me get my money or the items.",
    intent: "area:contract",
  },
  { message: "Good evening", intent: "greeting" },
  { message: "What kinda legal help can I get from your firm? just in general", intent: "services" },
  {
    message: "Ma uncle wey get di kiosk de touch me bad way wen nobody de. Today e say if I tell anybody e go sack me and do worse. I be 17.",
    intent: "safety",
  },
  {
    message:
      "We want to buy the shop building where our kiosk is. The seller has a title deed but his family says he had no right to sell. Please do a title search before we pay.",
    intent: "area:land",
  },
  { message: "Do you have an interpreter for Susu?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir/Madam, I should be grateful for an appointment with a partner at your Freetown office at your earliest convenience, concerning the fraudulent transfer of my pension after a SIM swap.",
    intent: "booking",
  },
  { message: "What time do you open on Monday?", intent: "hours" },
  {
    message:
      "My number is on a police list of people who do SIM swap because my stolen phone was used. I have not been arrested. I want a lawyer to go with me and clear it.",
    intent: "area:criminal",
  },
  { message: "Wetin be una phone number? I wan call.", intent: "phone" },
  { message: "I DEY INSIDE CELL FOR BO POLICE NOW. DEM SAY NA ME TEF AGENT FLOAT. PLS SEND LAWYER", intent: "urgent" },
  { message: "write a short poem about justice for my daughter's school programme", intent: "off-topic" },
  { message: "Any particular documents needed for the appointment? I have the police report, the agent receipt and my ID.", intent: "knowledge:What to bring" },
  {
    message: "I and ma husband don separate. E say I no fit see ma pikin dem unless I gi am all di kiosk money. Abeg help me wit custody.",
    intent: "area:family",
  },
  {
    message:
      "Please call the police for me, my husband is outside with a cutlass shouting that I gave his money to my brother through Orange Money. I'm locked inside with the children.",
    intent: "safety",
  },
  { message: "how many lawyers in Bo office", intent: "team" },
  { message: "Wetin di law say if agent give out customer PIN? Dem fit sue me?", intent: "legal-question" },
  {
    message:
      "Our cargo of mobile phones and accessories was shipped from Dubai, but the shipping line released the container to the wrong consignee at the quay. Please help us claim.",
    intent: "area:shipping",
  },
  { message: "wer i go park my bike if i cam una office", intent: "knowledge:Parking" },
  { message: "see you next week", intent: "goodbye" },
  {
    message: "Ma broda na agent, dem carry am from di kiosk yesterday go CID, till now e no comot. Dem say na im do SIM swap. Abeg una help.",
    intent: "urgent",
  },
  {
    message: "Di bank wan take ma house because di loan wey I tek fo ma mobile money business no finish. Una de help business people wit bank palava?",
    intent: "area:business",
  },
  {
    message: "I employ 3 attendants. I want proper employment contracts for them with a clause about float shortages. Can you draft them?",
    intent: "area:contract",
  },
  { message: "How to send money from UK to Sierra Leone cheapest, WorldRemit or Western Union?", intent: "off-topic" },
  {
    message:
      "Our association and the network signed a settlement after mediation, but the network refuses to follow it. We need lawyers who do ADR and can enforce it.",
    intent: "area:arbitration",
  },
  { message: "can i talk to a lawyer on video call? i live in Germany, it's about money my agent stole", intent: "booking" },
  { message: "Hi! Do you only do law cases or do you help with other problems too?", intent: "services" },
  {
    message: "Di people wey I owe fo di float don take ma pikin go dem house, dem say e no go come back till I pay. Dem say if I call police dem go hurt am.",
    intent: "safety",
  },
  { message: "dey arrest my wife at d kiosk dis mornin n she stil at Lunsar station, pls wat do we do, i m in Freetown", intent: "urgent" },
  { message: "If I sign a paper at the police station saying I took the float, can they use it against me in court later?", intent: "legal-question" },
  { message: "Pls what is your email address, I want to send you my story", intent: "email" },
  { message: "Do you work on public holidays? Independence Day is coming.", intent: "hours" },
  { message: "so wat now", intent: "unknown" },
  { message: "Kiosk lan wey ma papa lef fo me and ma broda dem, di broda dem wan sell am. I no gree. Help.", intent: "area:land" },
  {
    message: "I want to marry my fiancée properly under civil law and also do a prenuptial agreement because we both own kiosks. Can you help?",
    intent: "area:family",
  },
  { message: "Appreciate it, tenki", intent: "thanks" },
  { message: "I want to meet a lawyer about my land in Waterloo, which day I fit come?", intent: "booking" },
  {
    message:
      "My son was detained in 2022 over a fake SMS case and released without trial. Now he wants to travel and the police clearance still shows the case. We need a lawyer to clear it.",
    intent: "area:criminal",
  },
  { message: "Fatmata Kamara, is she the senior partner? tell me about her", intent: "attorney:Fatmata Kamara" },
  { message: "Abeg, di man wey rob ma kiosk don call me dis night, e say e sabi weytin school ma pikin dem de go.", intent: "safety" },
  { message: "I need to contact your office, how?", intent: "contact" },
  { message: "Do you have a lawyer in Bo? What is her name?", intent: "team" },
  { message: "how to get free trial of Canva Pro for my kiosk posters", intent: "off-topic" },
  { message: "They took my cousin from his kiosk at Kailahun an hour ago, soldiers, in a pick-up. Please.", intent: "urgent" },
  {
    message: "Am I liable to refund the customer if my attendant gave his money to a fraudster who called pretending to be from Orange?",
    intent: "legal-question",
  },
  {
    message: "Ship agent de hold we cargo (POS machines) because dem say freight no pay, but we pay am through bank. Una de do dis kind shipping matter?",
    intent: "area:shipping",
  },
  { message: "Good afternoon. Could you send me a summary of the services your firm provides?", intent: "services" },
  { message: "I wan see Christiana Thomas dis week fo ma SIM swap matter", intent: "booking" },
  { message: "What should I prepare before coming, a timeline of the transactions?", intent: "knowledge:What to bring" },
  { message: "how do I get to your Bo office from the lorry park?", intent: "address" },
  { message: "Una get pesin wey sabi Limba? Na ma mama go talk", intent: "knowledge:Languages spoken" },
  { message: "Can I leave my car in front of the office for an hour?", intent: "knowledge:Parking" },
  { message: "Morning all", intent: "greeting" },
  {
    message: "Someone has been calling me from different numbers saying they will kidnap my son unless I send Le 10,000 by Orange Money before tonight.",
    intent: "safety",
  },
  { message: "Ma kiosk burn yesterday night and di landlord pikin say next time e go burn me too. E don vex since I refuse fo gi am float.", intent: "safety" },
  {
    message:
      "The distributor that sends us airtime stopped supplying after we paid a full month in advance. They say the contract was cancelled but we never got any notice. Need help.",
    intent: "area:contract",
  },
  { message: "call number pls", intent: "phone" },
  { message: "Can your firm check whether my company needs a licence from the Bank of Sierra Leone to offer agency banking?", intent: "area:business" },
  { message: "Pls who can do survey and title deed for my plot in Bo? I bought it with my savings.", intent: "area:land" },
  { message: "thank you so much for your time", intent: "thanks" },
  {
    message: "Is there a way to settle with our master agent without going to court? We want to sit with a neutral person and finish it.",
    intent: "area:arbitration",
  },
  {
    message:
      "My late mother's Orange Money account had savings. My stepfather has her phone and refuses to give anything to us children. We need help with her estate.",
    intent: "area:family",
  },
  { message: "i need appointment pls", intent: "booking" },
  { message: "ok I'm off, bye", intent: "goodbye" },
  { message: "I and two other agents want to buy shares in a microfinance company. Can you look at the investment for us?", intent: "area:business" },
  { message: "Tenant wey rent ma shop fo do mobile money no pay rent fo 8 months, I wan evict am di correct way.", intent: "area:land" },
  { message: "opening hours?", intent: "hours" },
  {
    message: "My company terminated my job as agent supervisor, saying I signed a contract that allows them to dismiss without pay. Please review it for me.",
    intent: "area:contract",
  },
  { message: "Clearing agent no clear ma goods fo port, e collect di money by Afrimoney. Container still dey wit customs.", intent: "area:shipping" },
  { message: "Wetin una firm de do? list am", intent: "services" },
  {
    message: "Dear Sir, We wish to appoint an arbitrator in a commission dispute with our aggregator. Please confirm whether your firm can represent us.",
    intent: "area:arbitration",
  },
  { message: "How can I get in touch with a lawyer there?", intent: "contact" },
  {
    message: "Can I come with my husband to see a lawyer tomorrow about the robbery at our kiosk? Is there parking for our car?",
    intent: "booking",
    also: ["knowledge:Parking"],
  },
  { message: "Will the office be open tomorrow afternoon?", intent: "hours" },
];
