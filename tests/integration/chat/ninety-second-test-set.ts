import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: boat builders, canoe carvers, outboard-engine mechanics and boat owners along the coast (Tombo, Goderich, Shenge, Bonthe, Yelibuya) — writers: (1) Pa Alimamy Kargbo, 64, master boat builder in Tombo, Krio, grandson types for him; (2) Mariatu Sesay, 33, fish trader and boat owner in Goderich, SMS shorthand on a cracked phone; (3) Samuel Cole, 46, outboard-engine mechanic at Goderich wharf, voice-to-text and typos; (4) Foday Lansana, 27, canoe carver in Shenge, mixed Krio-English; (5) Mrs Josephine Macauley, 58, retired teacher who owns passenger boats in Bonthe, formal letters; (6) Musa Tarawally, 41, outboard-engine importer in Freetown with a boatyard in Tombo, business English; (7) Aminata Fofanah, 39, nurse in London whose brother runs the family fishing boat at Yelibuya, long emails; (8) Abu Bakarr Kamanda, 20, apprentice boat builder in Yelibuya, short fragments and capitals
export const NINETY_SECOND_TEST_SET: LabelledMessage[] = [
  { message: "Good morning. Hope una all well over there.", intent: "greeting" },
  {
    message:
      "Dem don hol mi broda Alusine na Tombo police post since yestade bikos dem se na im tif di Yamaha engine wey lost from di wharf. Im nor tif notin, im bin de wit mi di whole nite. Abeg una kam elp wi now now.",
    intent: "urgent",
  },
  {
    message:
      "I paid a carpenter in Shenge Le 9,000 in March to build me a 32-foot fishing canoe with a small cabin. He bought some wood, laid the keel and then stopped. Every time I go there he says the timber is coming from Pujehun. It is now October and he is building boats for other people with what looks like my planks. I want a lawyer to force him to finish the boat or give back my money.",
    intent: "area:contract",
  },
  { message: "wat is d best way to charge a 12v battery 4 my outboard starter wen no EDSA light in goderich", intent: "off-topic" },
  {
    message:
      "My late uncle's boat was registered in my name because he had no ID card at the time. Now his children say the boat is theirs. Can they take it from me by law when the papers carry my name?",
    intent: "legal-question",
  },
  { message: "Una de open Satiday? I de wok na wharf all week, na only Satiday I get time.", intent: "hours" },
  {
    message:
      "Sir, I imported 6 outboard engines (40hp) from China. The container has been sitting at Queen Elizabeth II Quay for 3 weeks now, customs say the HS code on the declaration is wrong and the demurrage is climbing every day. Can your firm handle this?",
    intent: "area:shipping",
  },
  {
    message:
      "The man I bought the boat from came to my workshop yesterday with four boys carrying cutlasses. He said if I don't hand the boat back to him by Friday they will finish me, even though I paid him in full. I am sleeping at my sister's house in Kissy now and I fear to go back to Goderich.",
    intent: "safety",
  },
  { message: "lawyer for beach land in tombo?", intent: "area:land" },
  { message: "How many lawyers una get dea?", intent: "team" },
  {
    message: "Which wood last longer for canoe, mahogany or the red wood from Gola side? My apprentice say one thing and my uncle say another.",
    intent: "off-topic",
  },
  { message: "I would like to book a consultation next week about my boatyard. Any weekday morning suits me.", intent: "booking" },
  {
    message:
      "Mi man na fisherman na Yelibuya. Im lef mi en di tri pikin dem since Easter en im nor de sen notin, not even fo skul fees. Mi wan lawyer fo mek im pay fo di pikin dem.",
    intent: "area:family",
  },
  { message: "how much u charge 4 first meeting", intent: "knowledge:Fees" },
  {
    message:
      "URGENT my boat captain and two crew arrested by the navy off Shenge this morning. They are at the naval base now, they say our fishing licence is fake. please someone call me",
    intent: "urgent",
  },
  {
    message:
      "Good day. Me and two other boat builders in Tombo want to register our work as a company so we can bid for the boats the fisheries ministry is ordering. We need a lawyer to do the registration for us.",
    intent: "area:business",
  },
  {
    message: "is it legal for fisheries officers to burn my net because they say the mesh is too small? they didnt give me any paper or receipt",
    intent: "legal-question",
  },
  { message: "Wetin na una email address? I wan send di documents dem.", intent: "email" },
  {
    message:
      "Two of us own one boat together and we no longer agree on how to share the catch money. We don't want court, we want someone neutral to sit us down and settle it. Do you people do that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "Who won the football at the Goderich beach court on Sunday, the fishermen team or the mechanics?", intent: "off-topic" },
  {
    message: "mi papa de insai cell na Bonthe station. dem tek am yestade nite ova wan boat wey sink. di police se dem go sen am go Bo. abeg",
    intent: "urgent",
  },
  {
    message:
      "Someone stole the outboard engine from my boat at Goderich wharf last night. I know who did it, people saw him. I want to report him properly and make sure he is prosecuted.",
    intent: "area:criminal",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  { message: "What kind of cases does your firm take?", intent: "services" },
  {
    message: "Do any of your lawyers speak Sherbro? If not, can you find someone to interpret for my grandfather? He only speaks Sherbro and small Mende.",
    intent: "knowledge:Languages spoken",
  },
  { message: "usai una office de? me nor sabi Freetown well, I de kam from Shenge", intent: "address" },
  {
    message:
      "I repaired 11 outboard engines for a fishing company in Tombo between January and May. They paid for three. They still owe me for the parts and the labour and I have all the job cards signed by their foreman. Can you help me collect the money?",
    intent: "area:contract",
  },
  {
    message: "my husband come back drunk again from the wharf and he say tonight he go kill me. I am hiding in the canoe shed with my baby. what do I do",
    intent: "safety",
  },
  { message: "dem lock mi kompin na Goderich station since Satiday, na ova engine. pls hw we go do", intent: "urgent" },
  {
    message:
      "Good evening. My son, an apprentice mechanic, was picked up at Goderich junction last night by police and has not been released. They have not told us the charge. We need a lawyer at the station as soon as possible.",
    intent: "urgent",
  },
  {
    message:
      "I built a boat for a man from Lungi in 2021. He paid half and took the boat, promising to pay the balance after the fishing season. He never paid, and now I hear he has sold the boat to another person in Kambia. Can I go after the new owner and take back the boat, or can I only claim from the man who owes me?",
    intent: "legal-question",
  },
  { message: "I wan si Lawyer Adama Koroma on Tuesday if possible, na about mi papa im boat dem.", intent: "booking" },
  {
    message:
      "Dear Sir/Madam,\nI am the owner of a boatyard on the foreshore at Bonthe which I have occupied under a lease from the chiefdom since 2009. The lease expires next year, and the family of the late chief now dispute whether it was ever valid. I should be grateful if your chambers would review the lease and assist with its renewal.\nYours faithfully,\nJosephine Macauley (Mrs)",
    intent: "area:land",
  },
  { message: "what time una close today", intent: "hours" },
  { message: "Abeg send me una phone number and di email sef, I want call first.", intent: "phone", also: ["email"] },
  {
    message:
      "My fishing boat was chartered by a foreign company in Bonthe for three months. They damaged the hull and the engine and now refuse to pay for repairs or the last month of hire. Is this something your shipping lawyers handle?",
    intent: "area:shipping",
  },
  {
    message: "I de mek speech fo di boat builders association launch en na me de judge di canoe race. Abeg help mi write small speech, 3 minutes.",
    intent: "off-topic",
  },
  {
    message:
      "My father died last month and left four boats and a house in Tombo. We are seven children from two mothers and everybody is fighting over the boats. We need someone to help with the estate and the letters of administration.",
    intent: "area:family",
  },
  { message: "pls i nid hlp", intent: "unknown" },
  { message: "Is there a woman lawyer among you? I prefer to talk to a woman.", intent: "team" },
  {
    message: "Mi don get summons fo kam na court na Bonthe next week, dem se na me damage di man im boat wen wi bin de push am na wata. I nor get lawyer.",
    intent: "area:criminal",
  },
  { message: "Is Christiana Thomas still working with your chambers? What kind of matters does she handle?", intent: "attorney:Christiana Thomas" },
  {
    message:
      "Di boat wey I de drive capsize na Yelibuya last week and one passenger die. Police nor arrest me yet but dem de ask question. Wetin go happen to me?",
    intent: "legal-question",
  },
  { message: "can I park my okada near your office or will they carry it", intent: "knowledge:Parking" },
  { message: "pls book me 4 consultation 2moro 10am abt my boat contract", intent: "booking" },
  { message: "How I go reach una from Bonthe? Network nor good ya.", intent: "contact" },
  { message: "Abeg which time di tide go high na Tombo tomorrow morning? I wan push di new boat go sea.", intent: "off-topic" },
  {
    message:
      "I took a loan from the bank to buy two 40hp engines for my fishing business and now the bank is saying they will take the boats because I missed two payments during the rainy season. I need a business lawyer to deal with the bank for me.",
    intent: "area:business",
  },
  { message: "Dem don tell mi say if I go di wharf tomorrow dem go cut mi hand, bikos I nor gree sell mi canoe to dem. Me de fred.", intent: "safety" },
  {
    message:
      "Our fishermen association in Goderich has a quarrel with the boat owners over the landing fees. The elders suggested arbitration instead of going to court. Can your firm act as arbitrator or find one for us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Good afternoon. We are a small boat-building cooperative in Goderich. We ordered marine plywood and fibreglass resin from Turkey, and the shipping line now says one pallet was lost overboard during the voyage and refuses any liability. We need someone to pursue a cargo claim against them.",
    intent: "area:shipping",
  },
  { message: "Wetin be di best way fo land canoe pan beach wen di wave big? Na fo mi yone sabi.", intent: "off-topic" },
  {
    message: "plis help my husband de na CID since monday dem say na im sell stolen outboard engine, dem nor gree gi am bail, he still inside",
    intent: "urgent",
  },
  {
    message: "When I come for the meeting about my boat, what papers must I bring? I have the receipt, the licence and some photos.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "My apprentice cut his hand badly with the planer in my workshop last week. I paid the hospital bill already. Now his family say I must also pay them compensation or they will take me to court. Am I obliged by law to pay them more?",
    intent: "legal-question",
  },
  {
    message: "mi grani lan na Shenge wey wi de bil di boat dem, mi anti dem se dem wan sell am to one Lebanese man. wi nid lawyer fo stop am",
    intent: "area:land",
  },
  { message: "Hi there", intent: "greeting" },
  { message: "Could I have an appointment with a lawyer on Thursday afternoon? It is about a canoe I sold that was never paid for.", intent: "booking" },
  { message: "who are the lawyers in ur firm? names pls", intent: "team" },
  {
    message:
      "Di man wey I gi 3 million fo bring mi outboard engine from Guinea don chop di moni. Na 5 month now, im nor bring engine, im nor gi back moni, im de promise evri wik. Una fit help mi?",
    intent: "area:contract",
  },
  { message: "my phone fell in the sea at Tombo wharf, how can I dry it so it works again?", intent: "off-topic" },
  {
    message:
      "Sorry to write here. My neighbour at the boatyard said he will set fire to my boat and my house with my children inside because of our quarrel over the slipway. He said it in front of people. Last night he came back and walked around my house with a gallon of petrol. I don't know where to go.",
    intent: "safety",
  },
  { message: "hello?? anybody there or no", intent: "unknown" },
  {
    message: "I want to make a will so that my boats and the workshop go to my two sons and not to my brothers when I die. Can you help me draft it?",
    intent: "area:family",
  },
  {
    message:
      "Soldiers from the checkpoint near Tombo took my brother away this morning with his pickup full of engine parts. They said he has no import papers. We don't know where they have taken him.",
    intent: "urgent",
  },
  { message: "pls is it legal 4 d harbour master 2 hold my boat papers until i pay a fine he did not write down anywhere", intent: "legal-question" },
  {
    message: "Am a mechanic in Goderich and I want to register my workshop name Sea Power Engines so nobody else can use it. Please help me with it.",
    intent: "area:business",
  },
  { message: "Are you open on Friday afternoon? I'm coming down from Bonthe by boat and we land at about 2pm.", intent: "hours" },
  { message: "email pls", intent: "email" },
  {
    message:
      "I was in Pademba Road for four months last year over a missing boat. I was released on bail and the case is still in court in Freetown. My old lawyer travelled. I need a new lawyer to defend me at the next hearing.",
    intent: "area:criminal",
  },
  { message: "Can you tell me the contract price for a 2-year Orange data plan? I need internet at the boatyard.", intent: "off-topic" },
  { message: "I don't have plenty money, I'm only a canoe carver. Do you do free help or can I pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "We won an arbitration last year against the company that chartered our boats, and the arbitrator ordered them to pay us. They are still refusing. We need help to enforce the award.",
    intent: "area:arbitration",
  },
  {
    message: "Sir mi fada don tek by police dis morning from di boatyard, dem put am insai van carry am go Lumley station. Abeg send lawyer",
    intent: "urgent",
  },
  { message: "Do you have WhatsApp? I prefer to send voice notes.", intent: "phone" },
  { message: "Apart from court cases, what other services do you offer to small businesses like boatyards?", intent: "services" },
  {
    message:
      "I want to buy a plot on the seafront at Yelibuya to build a boat shed. I have heard stories of the same land being sold to two people. I need a title search before I pay anything.",
    intent: "area:land",
  },
  { message: "Abeg mek una fix mi fo si lawyer, any day na dis week, na palava ova mi boat.", intent: "booking" },
  {
    message: "Di engine wey I fix fo one man, im nor kam tek am since 8 month and im nor pay. I fit sell am fo get mi moni? Law gri?",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. Police came to the boatyard in Tombo at 6 this morning and they are still here. They want to take my husband because of the engine case. What should we do?",
    intent: "urgent",
  },
  { message: "Pls una de handle customs case? Customs don hol mi 3 outboard engine na quay, dem se di duty wey wi pay too small.", intent: "area:shipping" },
  { message: "Una lawyers de tok Krio? Mi English nor too strong.", intent: "knowledge:Languages spoken" },
  { message: "dem beat mi yestade na wharf en dem se dem go kam bak tonite fo finish di job. mi de hide na mi sista os na Goderich", intent: "safety" },
  { message: "How many partners does the firm have?", intent: "team" },
  { message: "What's the best way to get in touch with the firm? I'm in Conakry for now.", intent: "contact" },
  {
    message:
      "Dear Sir,\nI write on behalf of Bonthe Passenger Boats. We engaged a mechanic on a one-year service contract for our three vessels. He abandoned the work after four months, having collected an advance of six months' fees. I should be grateful if you would review the contract and assist us in recovering the advance.\nYours faithfully,\nJosephine Macauley",
    intent: "area:contract",
  },
  {
    message:
      "I am writing from inside the cell at Shenge police post, a friend outside gave me his phone through the window. They say I owe the boat owner money. They have kept me here 2 days without food from them. Please tell my wife Fatu in Tombo and send a lawyer.",
    intent: "urgent",
  },
  { message: "Who was the head judge at the Miss Bonthe pageant last year? I forgot the name.", intent: "off-topic" },
  {
    message:
      "Me and my partner run a fishing company together, 50/50 shares. He wants to leave and wants me to buy his shares at a price I think is too high. We need a lawyer to handle the exit properly.",
    intent: "area:business",
  },
  {
    message: "If the boat I built sank on its first trip, can the owner sue me even though his captain overloaded it with 40 bags of cement?",
    intent: "legal-question",
  },
  {
    message:
      "I married my wife under customary law in Shenge. Now she has gone back to her parents with our son and they say I cannot see him. I want custody of my boy.",
    intent: "area:family",
  },
  { message: "Thanks a lot for the info!", intent: "thanks" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "wat tym u open in d morning", intent: "hours" },
  { message: "Is the office near the Cotton Tree? Which street exactly?", intent: "address" },
  {
    message:
      "My boat was stolen from the beach in Goderich and found two weeks later painted another colour in Tombo. The police have not arrested anyone. I want the thief charged. Can you help push the case?",
    intent: "area:criminal",
  },
  { message: "I'd like to speak to a lawyer by video call. I live in Germany but my boats are in Yelibuya. Can we book a time?", intent: "booking" },
  { message: "Abeg how I go cook pepe soup wit bonga fish? Mi wife travel.", intent: "off-topic" },
  { message: "Mediation?? 2 boat owners fightin ova fishing ground", intent: "area:arbitration" },
  {
    message:
      "The owner of the boat I work on says if I tell anybody what he does to the boys at night he will throw me in the sea. I am 15. I am scared to go back to the boat tomorrow.",
    intent: "safety",
  },
  {
    message:
      "My late husband's brothers have taken his two boats and they say a woman cannot inherit boats in our family. I have four children with him and we were married in the mosque. Do I have a right to the boats under the law?",
    intent: "legal-question",
  },
  {
    message:
      "We are renting a workshop in Goderich by the wharf and the landlord has padlocked it with our engines inside because he says the rent is one month late. We need a lawyer for this tenant problem.",
    intent: "area:land",
  },
  {
    message:
      "wi broda dem ketch am na sea by di Maritime Wing, dem carry am go Murray Town naval base, he still de dae since Tuesday. dem se im net illegal. wi nid lawyer bad bad",
    intent: "urgent",
  },
  { message: "I need a business plan for my boat building company to show the bank for a loan. Can you write one for me?", intent: "off-topic" },
  { message: "Wan fo mit lawyer ova mi lan palava na Shenge. Wetin day una get free?", intent: "booking" },
  { message: "Is the Freetown office open during lunch? I come from the quay at 1.", intent: "hours" },
  {
    message:
      "Our fishing vessel, registered in Sierra Leone, has been detained by the port authority at Queen Elizabeth II Quay for port dues that we dispute. The crew are free and living on board but the boat cannot sail. We need a maritime lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "My boyfriend is a mechanic at the wharf. He slapped me and broke my phone today and says if I leave him he will pour hot engine oil on my face. I am at my friend's place now but he knows where she lives.",
    intent: "safety",
  },
  { message: "kushe. mi wan divorce mi man. im get oda woman na Bonthe en im de spend all di fish moni pan am. hau fo start?", intent: "area:family" },
  {
    message: "Is there parking for a pickup near your Freetown office? I'll be bringing the broken engine part to show the lawyer.",
    intent: "knowledge:Parking",
  },
  { message: "Tell me the names of your lawyers who go to court.", intent: "team" },
  {
    message:
      "They have taken my son Abu from our house in Yelibuya. Two police officers came in a boat and said he is part of the people that stole fuel from the trawler. They are carrying him to Freetown right now. Please help.",
    intent: "urgent",
  },
  {
    message:
      "I employed six boys as crew with written contracts. One of them I sacked for stealing fuel and now he says I owe him three months' pay and he is threatening to go to the labour office. Can you look at the contract and deal with him?",
    intent: "area:contract",
  },
  { message: "How many hours by boat from Tombo to Banana Islands and what is the fare?", intent: "off-topic" },
  { message: "suppose i sign d boat papers 2 my cousin just 4 d licence, can he later claim d boat is his own?", intent: "legal-question" },
  { message: "i bin get bail last week, case na Magistrate Court na Bonthe about di engine. i need lawyer 4 d next sitting", intent: "area:criminal" },
  { message: "Could you share the email address where I can send scanned copies of the boat registration?", intent: "email" },
  {
    message:
      "We want to get a boat building licence from the council and a permit from the Maritime Administration for our new yard in Bonthe. Can you handle the licence applications?",
    intent: "area:business",
  },
  {
    message: "pls pls my husband is in a cell at Goderich police since friday night, they beat him and wont let us see him. we need lawyer now",
    intent: "urgent",
  },
  { message: "wat is ur numba", intent: "phone" },
  {
    message:
      "Small story: my neighbour's goat chewed my fishing net, so we kept the goat in custody overnight in the canoe shed until he paid. Now he gave me half the goat, so how do I cook goat meat soup Salone style?",
    intent: "off-topic",
  },
  {
    message:
      "The boat builders union in Tombo wants a neutral person to settle a long dispute between two master carvers about who first made a new canoe design. Can your firm provide a mediator?",
    intent: "area:arbitration",
  },
  { message: "wetin a fo bring wen a de kam? a get di boat paper en di agrimnt", intent: "knowledge:What to bring" },
  {
    message:
      "The surveyor says my boatyard wall in Tombo is six feet inside my neighbour's plot but my papers say otherwise. The neighbour wants me to break the wall. I need a lawyer and a proper survey.",
    intent: "area:land",
  },
  { message: "Kushe o", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam,\nI should be grateful for an appointment with one of your partners during the week of the 14th, regarding the transfer of ownership of two passenger vessels. Kindly advise a suitable date and time.\nYours faithfully,\nJ. Macauley",
    intent: "booking",
  },
  { message: "do una only do court case or una de do oda tins?", intent: "services" },
  {
    message: "a man don pul knife pan mi na di wharf dis morning say if a nor pay im di moni im go kill mi. im de wait fo mi outside mi shop now",
    intent: "safety",
  },
  { message: "Can the bank seize my boat if the loan was in my company's name and not my own name?", intent: "legal-question" },
  { message: "Can you help my daughter with her maths homework on fractions?", intent: "off-topic" },
  {
    message: "My daughter wants to adopt her late sister's baby. They live in Bonthe. Can your family lawyers help with the adoption papers?",
    intent: "area:family",
  },
  { message: "You people open tomorrow? Is tomorrow holiday?", intent: "hours" },
  { message: "directions to ur office from Kissy Road pls", intent: "address" },
  {
    message:
      "A clearing agent collected money from me to clear two containers of outboard spare parts. Now he is not picking my calls and the containers are still at the port with rent running. Do you handle clearing agent problems?",
    intent: "area:shipping",
  },
  { message: "dem lock mi uncle na Shenge police cell, na since yestade. dem se na im boat knock di oda boat. abeg una kam", intent: "urgent" },
  { message: "What does Ibrahim Jalloh do in your firm? A friend said he is good.", intent: "attorney:Ibrahim Jalloh" },
  { message: "Thank you so much, you've been very helpful.", intent: "thanks" },
  { message: "How long does it take to charge an electric outboard motor fully?", intent: "off-topic" },
  {
    message:
      "I supplied mahogany planks to a boat builder in Goderich on credit. He signed an invoice for Le 14,000 but has paid nothing after six months. Help me recover it.",
    intent: "area:contract",
  },
  { message: "who is the head of the firm and who are the others?", intent: "team" },
  {
    message:
      "The police have invited me to come and make a statement on Monday about an accident where my boat's propeller hit a swimmer. I am not arrested. I want a lawyer to come with me.",
    intent: "area:criminal",
  },
  { message: "cn i cm c a lawyer on wednsday abt boat", intent: "booking" },
  { message: "How do I contact your Bo office?", intent: "contact" },
  {
    message: "My brother borrowed my boat and was caught with smuggled fuel. Can the government keep my boat even though I knew nothing about it?",
    intent: "legal-question",
  },
  { message: "How much is consultation fee for a boat ownership matter? And do una take payment in instalments?", intent: "knowledge:Fees" },
  {
    message:
      "We want to close down our fishing company because the partners have all moved abroad. We want it done properly so nobody comes back to chase us later.",
    intent: "area:business",
  },
  {
    message:
      "My in-laws say they will come tonight with men to take my children and beat me because I refused to give them my late husband's boat. I have locked the door and turned off the light.",
    intent: "safety",
  },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "Good evening. My cousin runs a boat that carries passengers between Bonthe and Mattru Jong. Last night there was a fight on board and a passenger was injured. This afternoon the police came to the jetty, put my cousin in handcuffs and took him to the station. He is there now and they say he will be charged tomorrow. Please we need a lawyer urgently.",
    intent: "urgent",
  },
  { message: "Mi en mi kompin wan settle we palava outside court. Una get pesin wey go sidon wi?", intent: "area:arbitration" },
  {
    message:
      "Good morning. My father had three wives and he owned a fleet of seven fishing boats in Tombo. When he died last year, my eldest brother took all the boats and the income, and now he says the rest of us should forget about them. My mother, his second wife, has nothing to eat. We need a lawyer to handle the estate so that everyone gets a fair share.",
    intent: "area:family",
  },
  {
    message: "my apprentice was arrested 2day at tombo wharf bcos d police say d engine he was fixing is stolen. he is at d station nw. pls help",
    intent: "urgent",
  },
  { message: "I have a big plastic container of palm oil from Pujehun, how long can I keep it before it spoils?", intent: "off-topic" },
  {
    message: "If my neighbour builds his boat shed right on the path to the sea that everybody in the village uses, is that legal? Can he block us like that?",
    intent: "legal-question",
  },
  { message: "I want meet Hawa Turay fo Bo office on Monday, na bout mi boat business", intent: "booking" },
  { message: "Pls I want lease beach lan from di community na Goderich fo 20 years fo build boat yard. Una go draft di lease?", intent: "area:land" },
  { message: "Does anyone at your office speak French? My partner is from Guinea and only speaks French and Susu.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Please I need help. Some men from another village came to our landing site at Shenge today and said they will kill anyone who fishes near their side. They already beat two of our boys and said tomorrow they will come for the boat owners themselves.",
    intent: "safety",
  },
  {
    message:
      "Di police don charge mi fo receiving stolen property, na engine wey I buy fo market. Mi nor sabi se na tif engine. Court na next month. Mi nid defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Wish lawyers una get? Mi wan no dem nem.", intent: "team" },
  {
    message: "Hi, what are your opening hours? I have a shipping case but I work shifts at the port. And where is the office?",
    intent: "hours",
    also: ["address"],
  },
  {
    message:
      "A vessel we chartered to carry our smoked fish to Liberia arrived with half of the bags missing. The captain says they were thrown overboard in a storm. Do you handle claims for goods lost at sea?",
    intent: "area:shipping",
  },
  { message: "pls sa I get small tin", intent: "unknown" },
  {
    message:
      "The boatbuilder I paid to build a 10-metre fibreglass boat delivered one that leaks and is almost a metre shorter than what we agreed. I have the written contract with the measurements. I want him to fix it or refund me.",
    intent: "area:contract",
  },
  { message: "Abeg ow much na transport from Freetown go Bonthe? Wish day di boat de go?", intent: "off-topic" },
  {
    message: "Mi broda de na Bonthe prison on remand since 3 month, dem nor carry am go court yet. Di family nor get moni but wi want lawyer fo am.",
    intent: "urgent",
  },
  { message: "i wan borrow money from bank to expand mi boat yard, dem se mi must register company first. una de do dat?", intent: "area:business" },
  {
    message:
      "My boss says because I'm only an apprentice he can sack me without paying anything for the two years I worked in his boatyard. Is that true under the law?",
    intent: "legal-question",
  },
  { message: "Do I need to bring the original boat registration or will a photocopy do for the consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "Dear Sir/Madam,\nA dispute has arisen between our passenger boat association and the Bonthe District Council over jetty charges. Both parties have agreed in writing to refer the matter to arbitration. We should be grateful to know whether your chambers can represent us in the arbitration.\nYours faithfully,\nJosephine Macauley, Secretary",
    intent: "area:arbitration",
  },
  { message: "Good evening una", intent: "greeting" },
  {
    message: "my wife's brother said he go kill me if I nor return di dowry. he came to the workshop with a gun today. I nor sleep for house since",
    intent: "safety",
  },
  { message: "Can you recommend a good course in Freetown to learn outboard engine repair? I want to train.", intent: "off-topic" },
  { message: "Good day, I would like to arrange a consultation for my mother about my late father's boats. She can only come on Fridays.", intent: "booking" },
  { message: "Can I call una on the phone now or WhatsApp is better?", intent: "phone" },
  { message: "abeg una de do marriage registration? Mi en mi woman wan do court marriage before mi travel", intent: "area:family" },
  {
    message:
      "We bought a house in Goderich from a man who now says his brothers did not agree to the sale, and they want the house back. We have a receipt and a conveyance. I need a land lawyer.",
    intent: "area:land",
  },
  {
    message: "How much compensation will the court give me if the ferry company's boat crushed my canoe at the jetty? The canoe was new, only 3 months.",
    intent: "legal-question",
  },
  {
    message:
      "Good morning, my father (62) was taken from his boat at Yelibuya by marines yesterday and has not been released. He has high blood pressure and no medicine with him. He is still in their custody at the base.",
    intent: "urgent",
  },
  { message: "what is your email? I want to send a letter from my company.", intent: "email" },
  { message: "Who is the best lawyer character in Nollywood movies? My friends and I are arguing at the boatyard.", intent: "off-topic" },
  { message: "Whr d office de pls, wich side of town", intent: "address" },
  { message: "How many lawyers do you have at the Bo office and in Freetown?", intent: "team" },
  {
    message: "Mi kompin wey bin de na prison fo two yiars don kam out, but im want appeal di conviction so im nem go clean. Una de do appeal?",
    intent: "area:criminal",
  },
  { message: "Which kinds of legal services do you provide?", intent: "services" },
  {
    message:
      "My new boat engines came by ship, but customs valued them at three times what I paid. I have the supplier invoice. I need someone to challenge the customs valuation.",
    intent: "area:shipping",
  },
  { message: "police don kam di os now now fo tek mi papa, dem de outside di door. wetin we go do", intent: "urgent" },
  {
    message:
      "Dear Sir, our company entered a supply agreement with a Tombo fish processor to deliver 20 tonnes of fish monthly using our boats. They have stopped accepting deliveries without notice and our fish is spoiling. Please confirm whether you can act on enforcing the agreement.",
    intent: "area:contract",
  },
  { message: "Ok tenki fo di info", intent: "thanks" },
  { message: "hw 2 fix outboard engine dat start n die quick", intent: "off-topic" },
  { message: "Motorbike parking de near una office?", intent: "knowledge:Parking" },
  {
    message:
      "Since last week a man keeps following me from the fish market to my house in Bonthe. He says he will rape me if I don't agree to be his girlfriend. Today he came and stood at my door.",
    intent: "safety",
  },
  {
    message:
      "We are a Sierra Leonean and Chinese joint venture planning to invest in a boat-building plant in Tombo. We need help with the investment incentives and the company registration.",
    intent: "area:business",
  },
  { message: "una de open na Sunday?", intent: "hours" },
  { message: "Can I see a lawyer today? I'm in Freetown only until tonight.", intent: "booking" },
  {
    message: "If I fix a customer's engine and it breaks again two weeks later, can he legally refuse to pay me for the first repair?",
    intent: "legal-question",
  },
  {
    message:
      "Please read. Yesterday my husband went to Goderich police station to report that someone stole his engine. Instead of helping him, the officers said he is the one who sold it and they put him behind the counter. Since then they have not let him go home. Today they said they will move him to CID. We need help.",
    intent: "urgent",
  },
  { message: "Hw cn i reach una?", intent: "contact" },
  {
    message:
      "Our family disagrees over who should run our late father's fishing boats. The elders said a lawyer can arbitrate between us so it doesn't go to court and shame the family. Can your office do that?",
    intent: "area:arbitration",
  },
  { message: "Alright, see you later", intent: "goodbye" },
  { message: "Hello, I own three passenger boats in Bonthe. Could you tell me in general what areas of law your chambers cover?", intent: "services" },
  {
    message:
      "Mi pikin (17 yrs) dem ketch am na Tombo junction yestade nite, dem se im de wit di boys wey tif fuel. Im stil de na station. Dem nor gri mek wi si am.",
    intent: "urgent",
  },
  { message: "What's the difference between a two-stroke and a four-stroke outboard engine? Which one is cheaper to run?", intent: "off-topic" },
  {
    message:
      "Hello. Our fishing boat was seized by the Fisheries Ministry for fishing inside the inshore exclusion zone. The crew were released the same day. We believe the GPS reading was wrong. We want to get the boat back and challenge the fine.",
    intent: "area:shipping",
  },
  { message: "my land lady want to increase the rent for my workshop 3 times in the middle of the year. can she do that legally?", intent: "legal-question" },
  {
    message:
      "Good day. I am in London but I own a piece of land in Yelibuya where my brother keeps our boat. I want to sell it and I need a lawyer in Sierra Leone to do the conveyancing safely, because I cannot be there.",
    intent: "area:land",
  },
  { message: "Do una charge per hour or one price fo di whole case? Na fo di divorce.", intent: "knowledge:Fees" },
  {
    message:
      "Pls my ex-husband is a boat captain and since I went to court for child maintenance he sends messages saying he will drown me when I travel by boat to Bonthe. I must travel on Friday. I am very scared.",
    intent: "safety",
  },
  { message: "Wetin una fit do fo mi? Mi man die, im family dem don tek di boat en di os, en now dem wan tek di pikin dem sef.", intent: "area:family" },
  { message: "Appointment with a lawyer for a land matter in Tombo, earliest date please.", intent: "booking" },
  {
    message:
      "Ah write contract wit di man fo hire mi boat fo 6 month. Im don yuz am 4 month, im nor pay yet. Mi wan lawyer fo mek im respect di contract en pay.",
    intent: "area:contract",
  },
  { message: "Who are the senior people at Kamara & Associates?", intent: "team" },
  { message: "Which charger is best to charge a phone on a boat, solar or from the engine?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam,\nI regret to inform you that my husband, Mr Edward Macauley, was detained this morning at Bonthe police station following a complaint from a passenger. He remains in custody as I write. I should be grateful if a lawyer could attend at the station without delay.\nYours faithfully,\nJosephine Macauley (Mrs)",
    intent: "urgent",
  },
  {
    message:
      "Last month police officers at Tombo beat my son during an arrest and broke his arm. He was released after three days without charge. We want to take action against those officers for what they did.",
    intent: "area:criminal",
  },
  { message: "pls is d office open nw? its 8:30", intent: "hours" },
  { message: "Can I speak to a lawyer in Temne? My father is coming with me.", intent: "knowledge:Languages spoken" },
  { message: "Abeg una fit help mi register mi canoe carving business nem? Mi wan open bank account pan di nem.", intent: "area:business" },
  {
    message:
      "Is it true that if a boat is more than 10 years in somebody's hands he becomes the owner? My uncle has been using my late dad's boat since 2012 and now refuses to give it back.",
    intent: "legal-question",
  },
  { message: "What street is your office on? Near which landmark?", intent: "address" },
  { message: "pls wat tym is d arsenal match 2nite", intent: "off-topic" },
  {
    message:
      "Two fishing cooperatives in Shenge have been fighting over the same landing beach for years. The paramount chief wants a neutral mediator from outside the chiefdom. Would your firm do it?",
    intent: "area:arbitration",
  },
  { message: "Una email, abeg, en di phone nomba sef.", intent: "email", also: ["phone"] },
  { message: "HELP my boss arrested at d quay by customs n police, dem r holding him in d office there since morning", intent: "urgent" },
  {
    message:
      "A gang of boys broke my shop door last night and beat my watchman badly. They left a note saying next time it will be me. I can't sleep there anymore, I'm staying in a friend's house. Please what can I do?",
    intent: "safety",
  },
  { message: "pls do u handle vessel registration? i built a new 45ft boat and want it registered wit maritime admin", intent: "area:shipping" },
  {
    message: "If I buy an engine from someone and the police later say it was stolen, will they take it from me even though I have a receipt?",
    intent: "legal-question",
  },
  { message: "Is the 076 number on WhatsApp?", intent: "phone" },
  { message: "Wi get tenant na di os na Goderich, im nor pay rent fo one yiar en im nor wan komot. Una go help wi fo pul am?", intent: "area:land" },
  { message: "Would like to schedule a call with Mr Conteh about my fishing boat insurance claim, any time this week.", intent: "booking" },
  { message: "Can you write a short poem for my boat's launching day? The boat is called No Case.", intent: "off-topic" },
  { message: "Beside land and family, wetin oda work una firm de do?", intent: "services" },
  {
    message: "Na dis morning di soja dem tek mi man na Shenge checkpoint, dem se im bring contraband engine from Guinea. Dem de hol am now.",
    intent: "urgent",
  },
  {
    message:
      "I am a boat owner in Goderich. I separated from my wife two years ago and our two children live with her in Waterloo. She now plans to take them to the US and says I can't stop her. I want to apply for joint custody before she travels.",
    intent: "area:family",
  },
  { message: "Can you tell me about Adama Koroma, what kind of cases does Adama handle?", intent: "attorney:Adama Koroma" },
  {
    message: "My employer at the boatyard dismissed me without any letter after six years. I had a contract. I want to challenge the dismissal.",
    intent: "area:contract",
  },
  { message: "parking 4 car near ur office?", intent: "knowledge:Parking" },
  {
    message:
      "Hello, I'm a boat owner from Bonthe coming to Freetown for customs business at the quay on Monday. What time does your office open and close on weekdays?",
    intent: "hours",
  },
  { message: "Wetin mek sea wata de spoil engine so quick? Hau I fo wash am afta fishing?", intent: "off-topic" },
  { message: "I'd like to get in touch with the chambers, what's the best way?", intent: "contact" },
  { message: "Wetin di law se if pesin tek mi design fo canoe en copy am fo sell? I fit stop am?", intent: "legal-question" },
  {
    message:
      "We are three shareholders in a boat engine company and one shareholder keeps taking money from the account without our approval. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "Hello!", intent: "greeting" },
  { message: "Di man wey I de ow moni don sen boys fo kam beat mi. Dem de na di junction now de wait fo mi. Mi de hide insai di boat shed.", intent: "safety" },
  { message: "Ineed to se laywer nex weak about ingine case", intent: "booking" },
  {
    message:
      "Since Saturday they are keeping my brother inside the police post at Yelibuya. They said he fought with the boat owner. Nobody tells us anything.",
    intent: "urgent",
  },
  { message: "Pls, I want to ask something", intent: "unknown" },
  { message: "Many thanks for your quick response.", intent: "thanks" },
  { message: "Pls can una arbitrate between me en di company wey buy mi boat? Wi sign say any palava go arbitration.", intent: "area:arbitration" },
  {
    message:
      "A man attacked my apprentice with a machete at the landing last month over a small debt. The boy is recovering at home now. The police took a statement but nothing is happening and the man walks about freely. I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "How do pilots land a plane at Lungi when the rain is heavy? My son wants to know.", intent: "off-topic" },
  { message: "pls help, i paid a welder 2 build d steel frame 4 my boat shed, he took d money n disappeared 3 months nw", intent: "area:contract" },
  {
    message:
      "Good morning. My husband Alhaji was arrested yesterday at Goderich over a boat accident and he is still in the cell. Please can a lawyer go to him today?",
    intent: "urgent",
  },
  { message: "Do I have a right to get my deposit back if the boat builder has already bought the wood but I cancelled the order?", intent: "legal-question" },
  {
    message:
      "Please assist me. I live in Manchester. My father died in Bonthe in May without a will. I am the eldest child and I want to apply to administer his estate, which includes two passenger boats, before my stepmother sells them.",
    intent: "area:family",
  },
  { message: "Wetin time una de close pan Friday? Mi de kam from Tombo afta Jumat.", intent: "hours" },
  { message: "Pls wat docs shd i prepare b4 d consultation abt my late dad boats?", intent: "knowledge:What to bring" },
  {
    message:
      "My stepfather keeps touching me when my mother goes to the fish market. He says if I tell anyone he will kill my mother. I am 14 and I live in Tombo.",
    intent: "safety",
  },
  { message: "Na una de handle case wey di ship carry mi goods go di wrong port? Di shipping company nor wan pay.", intent: "area:shipping" },
  { message: "Mi wan mit Fatmata Kamara, mi papa bin de yuz am bifo. Any day next week.", intent: "booking" },
  { message: "Abeg, mi wan buy os na Bonthe but mi nor sabi if di papers dem correct. Una fit chek di title?", intent: "area:land" },
  { message: "What services does your law firm provide? Just a quick list please.", intent: "services" },
  {
    message: "dem carry mi nephew go Central police since 2 days, dem se na im damage di boat engine of im boss. he nor get moni fo bail. Abeg una help am",
    intent: "urgent",
  },
  { message: "Which church in Bonthe has early morning mass on Sundays?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam,\nI intend to incorporate a limited company to operate passenger boats between Freetown, the Banana Islands and Tombo. I should be grateful for your assistance with the incorporation and with obtaining the necessary operating licences.\nYours faithfully,\nMusa Tarawally",
    intent: "area:business",
  },
  { message: "Pls is der free legal aid for poor fishermen? I can't afford lawyer.", intent: "knowledge:Fees" },
  {
    message: "Will the judge allow me to keep the boat if my wife and I divorce? I bought it with my money but it's registered in her name.",
    intent: "legal-question",
  },
  {
    message:
      "A fish company in Tombo and our boat owners' association want to settle a price dispute quickly, without court. Can your firm arrange arbitration with a neutral arbitrator?",
    intent: "area:arbitration",
  },
  { message: "They are taking my dad now!!! police at d boatyard gate putting him in d vehicle", intent: "urgent" },
  { message: "Please give me a list of the lawyers at the Freetown office.", intent: "team" },
  {
    message:
      "My son was released from Pademba Road last week after the court acquitted him. But the police took his motorbike and phone when they arrested him and now they won't return them. He wants a lawyer to deal with it.",
    intent: "area:criminal",
  },
  { message: "Plz wat is ur e-mail adress", intent: "email" },
  { message: "Who won the canoe race at Tombo on Independence Day? My brother was one of the judges but he forgot the results.", intent: "off-topic" },
  {
    message: "Mi neba don tek cutlass chase mi pikin dem today, im se if im si wi pan di beach im go chop wi. Wi de insai di os now, wi nor fit go out.",
    intent: "safety",
  },
  {
    message: "Can you review a contract before I sign it? A fishing company wants to hire my three boats for a year together with my crew.",
    intent: "area:contract",
  },
  {
    message:
      "I want to press charges against the boat owner who beat my brother at the wharf last month. He is a big man and the police are sitting on the case.",
    intent: "area:criminal",
  },
  { message: "Una lawyer dem sabi Mende?", intent: "knowledge:Languages spoken" },
  { message: "How can I get in touch with una, I don't have airtime for calls.", intent: "contact" },
  { message: "If I only have a verbal agreement with the man who bought my canoe, can I still take him to court for the balance?", intent: "legal-question" },
  {
    message:
      "We are a fishing company in Tombo. Our vessel was damaged in a collision with a cargo ship in the harbour and the cargo ship's owners deny fault. We need a lawyer to bring a claim.",
    intent: "area:shipping",
  },
  { message: "Can you write me a CV for a job as a mechanic on a fishing trawler?", intent: "off-topic" },
  { message: "Kindly book me in to see a partner about my company's boat-hire contract. Mornings are best.", intent: "booking" },
  {
    message: "pls mi man de insai cell na Bonthe since yestade nite. di fisheries officer en police se im get illegal net. dem nor gi am food",
    intent: "urgent",
  },
  { message: "pls hw do I get child maintenance from my baby father, he is a canoe builder in Shenge, he refuses to pay", intent: "area:family" },
  { message: "Do you also do notary work and documents like affidavits, or only court cases?", intent: "services" },
  {
    message:
      "There is a stranger with surveyors putting beacons on our family land behind the Shenge landing site. He says my uncle sold it to him. Nobody else in the family signed. Need lawyer.",
    intent: "area:land",
  },
  { message: "Wat is ur phone number 4 Bo office", intent: "phone" },
  { message: "Are you open Saturday mornings at all? And is there anywhere to park?", intent: "hours", also: ["knowledge:Parking"] },
  { message: "Abeg, una fit arrange mi fo tok to lawyer pan phone on Wednesday? Mi de na Yelibuya.", intent: "booking" },
  {
    message: "Our fishing company owes the bank and we want to restructure the loan before they call it in. We need a lawyer for the business side.",
    intent: "area:business",
  },
  {
    message:
      "Please, I am writing for my mother. Her boat was found carrying some bags that the police say are drugs, but they belong to passengers, not her. The police took her from the jetty in Tombo this afternoon together with two passengers. She is now at Waterloo station and they say she will stay the night. She is 58 and sick.",
    intent: "urgent",
  },
  { message: "appreciate it, tnx", intent: "thanks" },
  { message: "Kushe, how una do?", intent: "greeting" },
  { message: "My partner died and his wife says she now owns his half of our boat. Is she right?", intent: "legal-question" },
  { message: "Which part of Siaka Stevens Street are you? I'm coming by keke.", intent: "address" },
  { message: "sir sir", intent: "unknown" },
  { message: "Ow fo arrange di plastic container dem fo fish insai di freezer so di fish nor spoil?", intent: "off-topic" },
  {
    message:
      "Someone keeps calling me at night saying they know where I live and that my family will disappear if I testify about the stolen engines. I haven't been to the workshop in three days.",
    intent: "safety",
  },
  { message: "Arbitration 4 boat hire dispute? do u do dat", intent: "area:arbitration" },
  { message: "Ok bye, take care", intent: "goodbye" },
  {
    message:
      "I rent a small shop at the Tombo landing from the Tribal Authority, and now a businessman says he has a lease on the same spot from the Ministry of Lands. We need the lease and the title checked before he pulls down my shop.",
    intent: "area:land",
  },
  { message: "abeg mi broda de na Shenge police cell since tri days, no charge, no court. dem se na im burn di oda man boat.", intent: "urgent" },
  { message: "Good afternoon to the legal team.", intent: "greeting" },
  { message: "Whats the fastest way to bail water out of a leaking canoe, hand pump or bucket?", intent: "off-topic" },
  { message: "Ah sell mi boat to one man wey nor finish pay. Ah fit go tek di boat back from im yard, or na court mos do am?", intent: "legal-question" },
  {
    message:
      "Good day, I am a clearing agent in Freetown. One of my clients, a boat owner in Goderich, has two new engines in a container at QE II Quay which customs have held for inspection for five weeks. He wants a lawyer to push for the release.",
    intent: "area:shipping",
  },
  { message: "Can I meet someone at the Bo office? I'm in Bo on Thursday.", intent: "booking" },
  {
    message: "Di man wey mi bin marade don kam na mi mama os wit cutlass, im se if a nor kam bak to am im go kill mi. A de hide na mi kompin os.",
    intent: "safety",
  },
  { message: "Does Hawa Turay work at the Bo office? What is her area?", intent: "attorney:Hawa Turay" },
  { message: "Ah wan adopt mi late broda im two pikin dem. Dem de wit mi na Yelibuya since dem mama die. Hau fo mek am legal?", intent: "area:family" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam,\nWe are engine dealers in Freetown. A boat owner in Bonthe took delivery of four 40HP outboard engines under a hire purchase agreement and has missed five instalments. We should be grateful for your assistance in enforcing the agreement.\nYours faithfully,\nMusa Tarawally, Sea Engines Ltd",
    intent: "area:contract",
  },
  { message: "pls pls come quick police r here at the workshop in Goderich with handcuffs for my father, they say he must go with them now", intent: "urgent" },
  { message: "Hi, can you give me a general idea of the work your firm does?", intent: "services" },
  { message: "How do I say boat and fish in Sherbro? I'm teaching my kids.", intent: "off-topic" },
  {
    message: "What will happen to me if I keep fishing after the fisheries ministry suspended my licence? They didn't give any reason.",
    intent: "legal-question",
  },
  {
    message:
      "After I spent two nights at the police station last month, they released me on bail and told me to report every Monday. Now they say they will charge me. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "I'll drive down from Lumley, is there somewhere to leave my car near the office?", intent: "knowledge:Parking" },
  {
    message: "I am setting up a partnership with my cousin for boat repairs in Tombo. We need a partnership deed and the business name registered.",
    intent: "area:business",
  },
  { message: "Send me your email so I can forward the photos of the damaged boat.", intent: "email" },
  { message: "tonite dem go kam burn mi boat en mi os, na so dem tel mi pan phone. me en mi pikin dem de na os. wetin a fo do", intent: "safety" },
  {
    message:
      "Me and my brother built boats together for 20 years. Now we have split and we argue over the tools, the shed and who keeps the customers. We don't want to shame the family in court. An elder said a lawyer can sit as a neutral person and decide for us. Can your firm do that?",
    intent: "area:arbitration",
  },
  { message: "Wetin na di law of physics wey mek boat nor sink? Mi pikin get exam tomorrow.", intent: "off-topic" },
  { message: "Tank yu o, una try.", intent: "thanks" },
  { message: "Please I'd like a consultation with Abdul Rahman Sesay about my fishing boat partnership. Which days is he in?", intent: "booking" },
  {
    message:
      "Good evening, my brother-in-law, a boat mechanic, was picked up this afternoon by men in uniform at Tombo wharf. We found out he is at the military barracks. He has not been charged with anything.",
    intent: "urgent",
  },
  {
    message:
      "I'm a canoe carver and I have used my family land for my workshop since my father's time. Now the town council says it's state land and has given it to a hotel. We need a land lawyer.",
    intent: "area:land",
  },
  { message: "Is it legal for the fish company to keep my boat papers as security for the money I owe them?", intent: "legal-question" },
  { message: "Fo di consultation, una want mi bring di original paper dem or copy? En wetin oda tin?", intent: "knowledge:What to bring" },
  {
    message:
      "Cargo claim: our boat was hired to carry cement to Bonthe and half the bags were soaked by seawater on the way. The buyer refuses to pay the freight. Can you help us recover it?",
    intent: "area:shipping",
  },
  { message: "Bonthe to Mattru boat fare how much now?", intent: "off-topic" },
  { message: "My wife wants a divorce and says she'll take half of my boats. I want a lawyer to represent me in the divorce.", intent: "area:family" },
  { message: "Mi pikin de na juvenile cell na Goderich since Monday, dem se im tif fuel from di boat. Im na 14 yiars.", intent: "urgent" },
  { message: "can i call u on WhatsApp? what number", intent: "phone" },
  { message: "hello good morning", intent: "greeting" },
  {
    message: "I got a police invitation letter for Thursday at CID about a missing boat engine. Mi nor sabi wetin dem want. Need lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Is there another way to contact you besides this chat?", intent: "contact" },
  { message: "until wat time r u open on fridays", intent: "hours" },
  {
    message:
      "A trawler company hired me as engineer on a two-year contract, then sacked me after five months saying there is no work. Can you look at my contract and fight for my pay?",
    intent: "area:contract",
  },
  { message: "Una de do ol kain case?", intent: "services" },
  { message: "I want to know your fees for a boat ownership dispute. Is the first meeting free?", intent: "knowledge:Fees" },
  { message: "Who are the lawyers there and what does each one do?", intent: "team" },
  { message: "Which is better for a new canoe, marine paint or tar?", intent: "off-topic" },
  {
    message:
      "My husband's creditors came to the house this evening and said if we don't pay by tomorrow they will take my daughter. They were drunk and had sticks. I don't know where to go.",
    intent: "safety",
  },
  {
    message: "We want to bring foreign investors into our boat-building company. Please help us with the paperwork and approvals we need.",
    intent: "area:business",
  },
  { message: "Can my employer deduct the cost of the engine that was stolen on my watch from my salary?", intent: "legal-question" },
  { message: "Alright, bye for now.", intent: "goodbye" },
  {
    message:
      "We went to arbitration with the engine dealer and the arbitrator ordered him to refund us. It is now four months and he hasn't paid a cent. Please help us make the award stick.",
    intent: "area:arbitration",
  },
  { message: "need appointment pls, boat issue", intent: "booking" },
  {
    message:
      "Good evening. I'm in the holding cell at Bonthe police, I hid my phone. They brought me here this morning over a debt for a boat engine. I have no lawyer. Please help.",
    intent: "urgent",
  },
  { message: "Hi, do you open early on Mondays? I need to catch the 11am boat back to Tombo.", intent: "hours" },
  {
    message: "MY SON WAS ARRESTED AT TOMBO THIS MORNING BY POLICE BECAUSE OF A FIGHT AT THE BOAT LANDING. HE IS STILL THERE. PLEASE SEND A LAWYER",
    intent: "urgent",
  },
  { message: "Which basketball court in Freetown can we rent for the boat builders' tournament on Saturday?", intent: "off-topic" },
  {
    message: "Mi sista en im man don separate. Im wan mek dem share di tin dem wey dem get togeda, including di boat. Una de do separation case?",
    intent: "area:family",
  },
  { message: "If the boat engine I imported is seized by customs for wrong paperwork, can they sell it before I pay the fine?", intent: "legal-question" },
  {
    message:
      "my husband hit me with an oar this morning and he says when he comes back from sea tonight I will see. my arm is swollen. I am at the health post in Shenge but I must go home later",
    intent: "safety",
  },
  {
    message: "Wi finish pay fo one plot na Goderich fo di boat slip, but di man nor gi wi di conveyance. Na 7 month now. Wi need lawyer fo get di deed.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam,\nI wish to request a meeting with a lawyer concerning a dispute over the sale of my family's fishing boat in Yelibuya. I shall be in Freetown from the 3rd and am available any morning that week. Kindly confirm.\nRegards,\nAminata Fofanah",
    intent: "booking",
  },
  {
    message:
      "I was contracted to build four canoes for an NGO project in Bonthe. They received all four but are still holding 40% of the payment with no reason. Help me get my money.",
    intent: "area:contract",
  },
  { message: "Mi bak de pain mi bad afta carve canoe ol de. Wetin a fo tek?", intent: "off-topic" },
  { message: "Abeg, dem don carry mi pikin go station na Bonthe dis morning. Dem se na im tek di man im fuel. Im nor komot yet.", intent: "urgent" },
  { message: "Hello do you have anyone who can speak Limba? My uncle would feel more comfortable.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Goods lost at sea: my 40 bags of salt fell off a cargo boat between Freetown and Bonthe. The boat owner says it's not his problem. Can you take this?",
    intent: "area:shipping",
  },
  { message: "Una get woman lawyer dae?", intent: "team" },
  {
    message:
      "Our company borrowed money from a microfinance to buy boats. Now they want to charge double the interest we agreed. We want a business lawyer to talk to them.",
    intent: "area:business",
  },
  { message: "Di boys dem wey de smuggle fuel don tel mi se if a go police dem go kill mi. Dem sabi usai a de sleep. A don lef mi os.", intent: "safety" },
  {
    message:
      "I don't know if this is the right place. My uncle is a boat builder in Yelibuya. Three days ago a customer accused him of cheating on a boat and the police took him. His family went to the station yesterday and he is still locked up, they won't even allow food. He is old and diabetic. We want a lawyer to go and see him.",
    intent: "urgent",
  },
  { message: "pls write a short story 4 my class about a fisherman who goes to court to get his boat back", intent: "off-topic" },
  {
    message:
      "I was arrested in January over a stolen engine and released after two weeks with no charge. Now the police want to reopen it. I need a lawyer to handle it.",
    intent: "area:criminal",
  },
  {
    message: "My apprentice says if I don't give him a certificate after three years he can report me. Is there a law that says I must?",
    intent: "legal-question",
  },
  { message: "Do you have an office in Bo? Where exactly?", intent: "address" },
  { message: "Mi en di man wey de hire mi boat don get palava. Wi nor wan go court. Una get neutral pesin fo judge am fo wi?", intent: "area:arbitration" },
  { message: "Wanted to book with Isatu Bangura on Friday if she's free, about the estate of my late husband.", intent: "booking" },
  {
    message:
      "My husband has taken a second wife and says I must leave our house at Tombo. We married under Islamic rites. I want a separation and maintenance for my kids.",
    intent: "area:family",
  },
  { message: "Where can I park my keke when I come?", intent: "knowledge:Parking" },
  {
    message:
      "Our tenant at our house in Bonthe has turned part of it into a boat repair workshop without permission and makes noise all night. We want him out.",
    intent: "area:land",
  },
  {
    message:
      "Help me, my brother-in-law is outside my house with a machete shouting that he will kill me because of our father's boat. I locked myself inside with the kids.",
    intent: "safety",
  },
  { message: "wi fada de na police custody since friday na Tombo. Im boss se im tif engine. dem nor carry am go court yet.", intent: "urgent" },
  { message: "Tell me what your chambers does, I am new here.", intent: "services" },
  { message: "what time is lunch break at your office? I want to pass by between 12 and 2", intent: "hours" },
  { message: "Can the owner of the boatyard evict me from the shed I rent if I have paid until December?", intent: "legal-question" },
  { message: "Thanks! That's what I needed.", intent: "thanks" },
  { message: "bye, I go call later", intent: "goodbye" },
  { message: "Your number pls I want to call now", intent: "phone" },
  { message: "Di trader wey I sell fish to fo two yiars nor pay mi fo di las ten delivery. Wi bin sign agrimnt. Mi wan lawyer.", intent: "area:contract" },
  {
    message:
      "My fishing boat's licence was not renewed by the ministry and now the navy keeps stopping us at sea. We need a lawyer for the licence and the boat papers.",
    intent: "area:shipping",
  },
  { message: "How do I send money from London to my brother in Yelibuya the cheapest way?", intent: "off-topic" },
  {
    message:
      "I reported a man for setting fire to my canoe in March. The police have the file but the man walks free every day. I want him prosecuted. Can una push it?",
    intent: "area:criminal",
  },
  { message: "I would like to contact your firm, how do I go about that?", intent: "contact" },
  { message: "Na dis nite police don tek mi husband from di beach na Goderich, dem put am insai di van. Mi de folo dem now go station.", intent: "urgent" },
  { message: "What should I prepare before the meeting? The boat dispute has many papers.", intent: "knowledge:What to bring" },
  {
    message: "Mi en mi kompin dem wan start fishing company wit 3 boats. Wi nid lawyer fo register am en mek di shareholder agrimnt.",
    intent: "area:business",
  },
  { message: "can i come and see a lawyer tmr at 11", intent: "booking" },
  { message: "Hiya", intent: "greeting" },
  {
    message:
      "The man I reported for stealing engines was released and came to my house this evening saying I won't see next week. My wife and kids are terrified.",
    intent: "safety",
  },
  { message: "If my late father's boat was never registered, how will the court decide who owns it? Will it go to the eldest son?", intent: "legal-question" },
  { message: "See you, bye", intent: "goodbye" },
  { message: "How do I land a big barracuda on a hand line without breaking it?", intent: "off-topic" },
  { message: "Wish kain case una de handle?", intent: "services" },
  { message: "arbitration pls, d company n our boat owners wan settle outside court", intent: "area:arbitration" },
];
