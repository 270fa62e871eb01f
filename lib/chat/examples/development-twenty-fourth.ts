import type { LabelledMessage } from "./labelled-message";

// Formal, long-winded messages from educated foreigners and diaspora professionals, with indirect and stacked questions. Writers: Henrik Solberg, a 44-year-old Norwegian civil engineer on a hydro project near Bumbuna who writes careful, slightly stiff British-style English; Dr. Aminata Jalloh-Peters, a 52-year-old Sierra Leonean physician in Baltimore handling family property and relatives' troubles from afar; Zhang Wei, a Chinese mining manager at Tonkolili writing short, simple English without articles; Chinedu Okafor, a Nigerian textile and goods trader at Dove Cot market mixing formal Nigerian English with pidgin; Rami Haddad, a Freetown-born Lebanese importer on Kissy Road who slips into French; Kofi Asante-Darko, a Ghanaian journalist on assignment in Freetown; Priya Raghunathan, an Indian chartered accountant at an audit firm in Wilberforce writing 'Dear Sir/Madam, kindly' letters; Marie-Claire Dubois, a Belgian UN programme officer whose English carries French turns.

export const DEVELOPMENT_TWENTY_FOURTH: LabelledMessage[] = [
  { message: "What kind of cases your firm do? Our company may need lawyer for many things.", intent: "services" },
  { message: "Where exactly is Kamara Chambers located in Freetown? My driver doesn't know the area well.", intent: "address" },
  { message: "Police in our compound now. They want to arrest two workers for fight. Please help, what to do?", intent: "urgent" },
  { message: "Good evening. Do you handle only court cases or also other things like documents and agreements? What is the full list?", intent: "services" },
  {
    message:
      "A local activist we work with was released last week after being detained and mistreated by police. He would like to pursue a human rights claim. Is this something your firm takes on?",
    intent: "area:criminal",
  },
  {
    message:
      "I have recently been offered a position with a local firm and the employment contract has some clauses I do not fully understand. Could your employment lawyer review it for me?",
    intent: "area:contract",
  },
  {
    message:
      "My family's land in Kenema is being claimed by an uncle who says it's family land that can't go to daughters. We have the survey plan and old documents. Can your land lawyer help us?",
    intent: "area:land",
  },
  {
    message:
      "This is rather pressing. A Norwegian colleague was arrested at a bar in Lumley last night following an altercation and remains at the Lumley police station. Our embassy is not represented in Freetown and cannot assist quickly. Could a lawyer from your firm attend the station this morning?",
    intent: "urgent",
  },
  {
    message:
      "A source of mine, a young woman who gave evidence about trafficking, says men have come to her house twice today asking for her and threatening her family. She is hiding at a friend's. Is there a protection service or hotline you know of?",
    intent: "safety",
  },
  { message: "How much does an initial consultation cost, and do you allow payment in instalments?", intent: "knowledge:Fees" },
  { message: "Dear Sir/Madam, Kindly provide your firm's contact information for our vendor records.", intent: "contact" },
  {
    message:
      "Hello, a local women's cooperative we work with wishes to register as a company limited by guarantee. Could your firm support them with the registration?",
    intent: "area:business",
  },
  {
    message:
      "My household goods shipped from Tema to Freetown arrived water-damaged and the carrier keeps stalling. Does your shipping department handle cargo claims for individuals?",
    intent: "area:shipping",
  },
  {
    message:
      "I'm writing for my elderly aunt in Kenema. Her stepson has been threatening her with a cutlass to make her leave the family house, and tonight he said he will kill her if she's still there in the morning. Who can protect her?",
    intent: "safety",
  },
  {
    message:
      "Hi, I'm giving a talk at my church in Baltimore about justice and forgiveness. Could you write me a short speech of about 5 minutes on the theme 'justice for the widow'?",
    intent: "off-topic",
  },
  {
    message: "A customer damaged goods in my shop and refused to pay. If I keep his phone until he pays, is that legal or will I be in trouble?",
    intent: "legal-question",
  },
  { message: "Is there any slot available today? I am near Siaka Stevens Street and can come in within half an hour.", intent: "booking" },
  { message: "Do you have a WhatsApp number? Calling internationally is expensive from the US.", intent: "phone" },
  { message: "Many thanks for your help.", intent: "thanks" },
  { message: "I should like to know whether your office is open on Easter Monday, as I may only be in Freetown that day.", intent: "hours" },
  {
    message:
      "Sir, a man I owe money sent boys to my house last night, they beat me and said next time they will kill me. I am afraid to sleep at home. Please what can I do?",
    intent: "safety",
  },
  {
    message:
      "Our housekeeper has worked for me for four years. If I leave the country, am I legally obliged to pay her an end-of-service benefit, and if so, how is it calculated?",
    intent: "legal-question",
  },
  { message: "I have a question but I'm not sure how to phrase it.", intent: "unknown" },
  { message: "Can you help translate this Chinese letter into English? It is for our workers about safety rules.", intent: "off-topic" },
  { message: "How I contact your office?", intent: "contact" },
  {
    message:
      "We require a supply contract drafted for the delivery of aggregates to our site over 18 months. I would be grateful if your contract lawyer could assist.",
    intent: "area:contract",
  },
  { message: "Is Christiana Thomas the lawyer who deals with employment contracts? What is her experience?", intent: "attorney:Christiana Thomas" },
  {
    message:
      "If my brother sold part of our family land in Waterloo without consulting the rest of us, is that sale valid? Could we get it reversed, and how long would that likely take?",
    intent: "legal-question",
  },
  {
    message:
      "I would welcome your view on a matter: our subcontractor abandoned the works halfway through, and our contract includes a liquidated damages clause. Would this clause be enforceable before Sierra Leonean courts, or might it be treated as a penalty?",
    intent: "legal-question",
  },
  { message: "Good day, how una dey?", intent: "greeting" },
  { message: "Thank you for your kind response.", intent: "thanks" },
  {
    message:
      "As an expatriate, I signed a one-year tenancy and paid the full year in advance, as is customary. The landlord now says he has sold the house and I must leave in a month. Is he permitted to do this, and would I be entitled to a refund of the remaining months?",
    intent: "legal-question",
  },
  { message: "I am compiling a quiz for our newsroom. How old is the Cotton Tree in Freetown believed to have been before it fell?", intent: "off-topic" },
  { message: "Thanks so much, this is really helpful.", intent: "thanks" },
  {
    message:
      "I shipped a container of medical equipment donated to a hospital in Kenema, and it's been stuck at Queen Elizabeth II Quay for weeks with mounting storage fees. Can your firm intervene with the port?",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, We would like your firm to review a service agreement with a new IT vendor before our client signs it. Could you let me know whether you offer contract review services?",
    intent: "area:contract",
  },
  {
    message:
      "We won an arbitration award in Lebanon against a Sierra Leonean company and would like to enforce it here in Freetown. Can you assist with the enforcement?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our programme supports young entrepreneurs, and several of them need help with registering their businesses and setting up their company documents. Would your firm be willing to work with us on this?",
    intent: "area:business",
  },
  { message: "Goodbye and have a pleasant day.", intent: "goodbye" },
  { message: "Bonjour", intent: "greeting" },
  {
    message: "Hi, I'm looking for a firm in Freetown that can handle a few different things for my family. What kinds of cases do you take on?",
    intent: "services",
  },
  {
    message: "Hello. Our fuel tanker arrive but port authority say documents problem, they fine us. Please your firm help with port matter?",
    intent: "area:shipping",
  },
  { message: "How can I reach your office from the United States? What's the most reliable way?", intent: "contact" },
  {
    message:
      "Hello. My neighbour's husband threw her and her three small children out of the house tonight and it is raining heavily. She is sitting at my gate with nowhere to go. Is there any shelter or emergency service you can direct us to?",
    intent: "safety",
  },
  { message: "Sir, how do I book a consultation? I want to see your lawyer about my matter next week.", intent: "booking" },
  {
    message:
      "I wonder whether your business lawyer could assist a local engineering firm, in which I hold a minority stake, with an amicable restructuring of its shareholding.",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir/Madam, I am writing because I feel unsafe. A former employee whom I reported for theft has been waiting outside my house every evening this week and yesterday he told me I will regret it. I live alone with my daughter. What should I do?",
    intent: "safety",
  },
  {
    message:
      "Hello. Our truck driver is keep by police at Port Loko since two days. They say truck overweight and he must stay. No court. Please can lawyer help to get him out? Company will pay fee.",
    intent: "urgent",
  },
  {
    message:
      "Dear Kamara Chambers, I am writing on an urgent basis. Our driver was stopped at a checkpoint on the Bo-Kenema highway and arrested; he is currently held at the Bo police division. We are unsure of the reason. Would your firm be able to assist today, or could you recommend a colleague in Bo?",
    intent: "urgent",
  },
  { message: "What time office open and close?", intent: "hours" },
  {
    message:
      "Good evening. A colleague has come to my house tonight with her two children after her husband beat her and threatened to kill her if she returns. He knows where I live and has been calling repeatedly. I am not sure whether we should go to the police first or contact you. What should we do?",
    intent: "safety",
  },
  {
    message:
      "Would you happen to know whether a US passport holder needs a visa in advance to enter Sierra Leone, or can it be obtained at Lungi? I'm planning to visit in December.",
    intent: "off-topic",
  },
  { message: "I'm not really sure where to begin with all this...", intent: "unknown" },
  {
    message:
      "I'm considering opening a small consultancy in Freetown as a foreigner. I'd like help with the business registration and any licences required. Can you assist?",
    intent: "area:business",
  },
  {
    message:
      "Question please: customs seized my container saying the invoice value is too low. Do they have the right to keep the goods until I pay their valuation, or can I challenge it? What are my chances?",
    intent: "legal-question",
  },
  {
    message:
      "I hired a contractor to renovate my parents' house in Freetown, paid 70% upfront, and he's abandoned the job. We had a written contract. Can your firm help me recover the money or enforce the contract?",
    intent: "area:contract",
  },
  { message: "Could you please share your fee structure, hourly or fixed, for reviewing a commercial agreement?", intent: "knowledge:Fees" },
  {
    message: "Please I want to register my business as a limited company here in Sierra Leone. I am Nigerian. Can you help me do all the paperwork?",
    intent: "area:business",
  },
  {
    message:
      "Hello, my nephew was arrested at a football match at the national stadium yesterday and is still detained at the Brookfields police station. He is 17. Please can you send a lawyer today, his mother is crying all the time.",
    intent: "urgent",
  },
  {
    message:
      "Our office manager's son has been in police custody at Wellington for three days without being charged. The family cannot afford much, but our company is willing to help. May I know if your lawyer can go there tomorrow morning at the latest?",
    intent: "urgent",
  },
  { message: "Can I park near your office? Siaka Stevens Street is always full.", intent: "knowledge:Parking" },
  {
    message: "Could you kindly arrange a meeting between our finance director and one of your lawyers? We are flexible on the date but would prefer a morning.",
    intent: "booking",
  },
  {
    message: "Could you help me with an Excel formula to calculate withholding tax on a list of invoices? The VLOOKUP keeps giving errors.",
    intent: "off-topic",
  },
  {
    message:
      "I've been summoned by the CID to come in for questioning next Monday about an article I published. I'd like a lawyer to accompany me. Is that something your criminal defence team does?",
    intent: "area:criminal",
  },
  {
    message:
      "Hello, I'm writing from Baltimore. My nephew in Freetown just called me crying; the police picked him up from his hostel at Fourah Bay College two hours ago and they are keeping him at Congo Cross station. I'm not sure what the allegation is. Is there someone who can go to him right now? I will pay whatever retainer is necessary from here.",
    intent: "urgent",
  },
  {
    message: "Bonjour, could you tell me what areas Kamara Chambers covers? I need a firm that can handle different problems for my business.",
    intent: "services",
  },
  { message: "Could you give me an indication of your consultation fee, and whether it is payable in leones or US dollars?", intent: "knowledge:Fees" },
  {
    message:
      "Please help, some area boys have surrounded my shop now with machetes, they say Nigerians should leave the market. My apprentices are inside with me. We don't know what to do.",
    intent: "safety",
  },
  {
    message:
      "A freelance photographer I contracted has not delivered the images we paid for. We have a written agreement. I'd like assistance with enforcing it.",
    intent: "area:contract",
  },
  { message: "Could you share your contact details so I can follow up after the weekend?", intent: "contact" },
  {
    message:
      "My nephew has a criminal trial coming up at the Freetown Magistrate Court and his current lawyer keeps not showing up. We want to change lawyers. Can your firm take over the defence?",
    intent: "area:criminal",
  },
  {
    message: "We have dispute with Sierra Leone partner company. We don't want court, too long. Can your firm help with arbitration or mediation?",
    intent: "area:arbitration",
  },
  { message: "Are there female lawyers in your firm? I would feel more comfortable speaking with a woman. Who are they?", intent: "team" },
  { message: "Please write me a nice poem for my wife's birthday, she likes the word 'forever'.", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, Our finance officer has been held at CID headquarters since Tuesday evening in connection with an alleged fraud at a client company. We have not been allowed to see him. I would like to know whether your firm can send a lawyer to CID today, and whether bail can be applied for this week.",
    intent: "urgent",
  },
  {
    message:
      "I am outside the Central police station right now. My cameraman was taken inside about forty minutes ago and they refuse to tell me anything. Could someone from your chambers come here or at least call me?",
    intent: "urgent",
  },
  { message: "Could you tell me the population of Freetown according to the latest census, and how many districts Sierra Leone has?", intent: "off-topic" },
  { message: "Could you share an email address where I can send a formal request from our agency?", intent: "email" },
  {
    message:
      "My 16-year-old niece was sent to live with a relative in Makeni and she has just called me saying the man there is touching her and she is scared to sleep. I'm in the US. Who in Sierra Leone can get her out of there tonight?",
    intent: "safety",
  },
  {
    message: "My neighbour has built his wall one metre inside our land in Hill Station. We need a lawyer for a boundary dispute. Can you help?",
    intent: "area:land",
  },
  { message: "Please which market in Freetown sells wholesale tomatoes cheapest? I want to start small supply business.", intent: "off-topic" },
  { message: "May I have a phone number to call your chambers this afternoon?", intent: "phone" },
  {
    message:
      "My late father left a house in Wilberforce and no will. My stepmother is now claiming the entire property for her children. As his eldest daughter living abroad, am I still entitled to a share under Sierra Leone law? And does it matter that I have US citizenship?",
    intent: "legal-question",
  },
  { message: "Any lawyer speak Chinese? If not, I bring translator.", intent: "knowledge:Languages spoken" },
  {
    message:
      "A client owes my company 120,000 dollars under a supply contract and keeps making excuses. We want to start recovery action. Does your firm handle debt recovery?",
    intent: "area:contract",
  },
  { message: "If I come by car, where is the closest safe place to park?", intent: "knowledge:Parking" },
  { message: "Will you be open on the Monday after Christmas? I'll only be in town for a few days.", intent: "hours" },
  {
    message: "Please, me and my supplier have a big quarrel over money, we both don't want court. Can your firm sit us down and settle it, like mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Sir/Madam, I would like to request urgent assistance. My husband, who is an Indian national, was taken from our flat in Aberdeen by immigration officers and police this evening. They said his residence permit is irregular. He is at the Aberdeen police station. Kindly advise what can be done tonight.",
    intent: "urgent",
  },
  { message: "Are your offices open early, say from 8 AM? I'd like to stop by before my assignments.", intent: "hours" },
  { message: "Dear Sir/Madam, Kindly share the profiles of the lawyers in your firm, particularly those handling corporate work.", intent: "team" },
  { message: "Thank you, very good.", intent: "thanks" },
  {
    message:
      "Good afternoon. I would like to arrange a consultation with one of your lawyers regarding a matter concerning our project's lease agreement. Would Thursday morning next week be possible? I am in Freetown until Friday.",
    intent: "booking",
  },
  { message: "What is your office landline or mobile number?", intent: "phone" },
  {
    message:
      "My son was arrested last month and released after one week. Now the police say the case will go to court. Please I need a good criminal lawyer for him.",
    intent: "area:criminal",
  },
  {
    message:
      "Good evening. A national colleague from our office, Mr. Mohamed Turay, was arrested at a checkpoint in Waterloo around 19:00 and is still in custody at the Waterloo police station. The officers mentioned 'obstruction' but nothing more. We would appreciate urgent legal assistance. Could you kindly confirm whether someone is reachable tonight?",
    intent: "urgent",
  },
  {
    message:
      "Please, my wife and I are separated and she has the children. I want to settle maintenance properly through a lawyer so that there is no wahala later. Can you help me?",
    intent: "area:family",
  },
  { message: "Could you tell me until what time your chambers are open on Fridays? I have a flight at 8 PM.", intent: "hours" },
  { message: "Do you know when the next flight from Lungi to Beirut via Casablanca departs? I need to travel next week.", intent: "off-topic" },
  {
    message:
      "A vessel owned by a company that owes us a significant sum is currently docked in Freetown. We would like to have it arrested before it sails. Does your firm do vessel arrests?",
    intent: "area:shipping",
  },
  {
    message:
      "Please I imported 2 containers of fabrics from China, and the shipping company is saying one container is missing. I need a lawyer to follow this matter for me.",
    intent: "area:shipping",
  },
  {
    message: "We rent ship to export iron ore. Ship owner say we pay demurrage. We think not correct. Can your shipping lawyer look at the charter contract?",
    intent: "area:shipping",
  },
  { message: "Ok sir, I will go now. Bye bye.", intent: "goodbye" },
  {
    message:
      "Hello, forgive my English. A young man who works as a cleaner at our guesthouse was arrested by police in front of the building twenty minutes ago. They are taking him to the station now. We believe there is a mistake. Can you help immediately?",
    intent: "urgent",
  },
  {
    message:
      "Hello, I am a UN staff member. A woman I know through a women's group has been detained at the Kroo Bay police post since this morning, apparently following a complaint from her husband. She has a baby with her. Could your firm intervene today?",
    intent: "urgent",
  },
  {
    message:
      "A colleague has inherited a house in Freetown but the title documents are still in the name of her grandfather. She needs help transferring the title to her name. Could your firm assist?",
    intent: "area:land",
    also: ["area:family"],
  },
  { message: "I shall sign off now. Take care.", intent: "goodbye" },
  { message: "Hello, good afternoon to the team.", intent: "greeting" },
  { message: "Hi! Hope you're well.", intent: "greeting" },
  {
    message: "Company want buy land in Freetown for office building. Need check the documents are real. Can your lawyer do title search?",
    intent: "area:land",
  },
  {
    message:
      "Our former employee has been charged with embezzlement and the case is now before the High Court. Our company is the complainant; would your firm be able to hold a watching brief for us?",
    intent: "area:criminal",
  },
  {
    message:
      "Good evening. I must report that our project's procurement officer, a Sierra Leonean national, was arrested in Makeni this afternoon. We understand he is in a cell at the Makeni police station. I would be grateful to know whether your office can provide immediate representation, and whether this is possible outside working hours.",
    intent: "urgent",
  },
  {
    message:
      "I have a question regarding maintenance. My husband left for the UK last year and has stopped sending money for our two children. Could a Sierra Leonean court order him to pay while he is abroad, and how much would the court typically award?",
    intent: "legal-question",
  },
  {
    message:
      "I want to adopt my late cousin's daughter, who is 9 and lives in Bo. Can I as a US citizen legally adopt her in Sierra Leone, and would the adoption be recognised for US immigration purposes?",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. Our office would like to arrange an initial consultation for a staff member, preferably early next week. May I know how to proceed with the booking?",
    intent: "booking",
  },
  {
    message:
      "Before we commit to a new logistics supplier, I would appreciate it if your shipping team could review the bill of lading and the associated terms of carriage.",
    intent: "area:shipping",
  },
  {
    message:
      "A family friend's son was convicted of a minor theft and sentenced to six months. The family believes the trial was unfair. Could your firm look into an appeal?",
    intent: "area:criminal",
  },
  {
    message: "Could you recommend a good accounting software that handles leones and US dollars together? Our office is migrating from Excel.",
    intent: "off-topic",
  },
  {
    message:
      "I want to ask: my partner and me registered business together but he has been taking money from the account without telling me. Can I remove him from the company? Will the law support me?",
    intent: "legal-question",
  },
  { message: "Your firm is full service law firm? What you can help?", intent: "services" },
  { message: "Is Ms. Isatu Bangura still with your firm? She handled a shipping matter for my father years ago.", intent: "attorney:Isatu Bangura" },
  { message: "When I come in, what paperwork do I need to bring? I want to pack everything before I leave the US.", intent: "knowledge:What to bring" },
  {
    message:
      "Our ship with mining equipment stuck at Freetown port, customs not release. Already three weeks. We need lawyer for port and customs. Please help.",
    intent: "area:shipping",
  },
  { message: "I need to come and see a lawyer regarding my tenancy. Would Monday 9:30 work? Please let me know if another time is better.", intent: "booking" },
  {
    message:
      "Our agency has a dispute with a service provider about a terminated contract. Our rules require that we try mediation or arbitration first. Could your firm act for us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our housekeeper arrived at work this morning badly bruised. Her husband beats her regularly and said this morning that he will finish her tonight. She does not want to go back. How can we keep her safe?",
    intent: "safety",
  },
  {
    message: "Could you please give me a recipe for cassava leaf stew? My colleagues keep talking about it and I would like to try it at home.",
    intent: "off-topic",
  },
  {
    message:
      "I have shares in my late father's company in Freetown and the other directors have stopped holding board meetings or sending accounts. I want a business lawyer to look into the governance of the company. Can you help?",
    intent: "area:business",
  },
  {
    message:
      "Dear Kamara Chambers, a 14-year-old girl who helps our cleaner has just told us that a man in her compound has been abusing her and threatened her if she tells. She is with us now and refuses to go home. Who is the right authority to call tonight?",
    intent: "safety",
  },
  {
    message: "My Chinese worker is beaten by local man in Magburaka, very bad, blood on head. Man say he come back tonight. Where can we get help now?",
    intent: "safety",
  },
  {
    message:
      "Please sir, my customer came with police to my shop and they have put me inside their vehicle, I am typing this from the back. They are taking me to Central. Please help.",
    intent: "urgent",
  },
  {
    message: "Worker hurt his hand at our mine. He want company pay 200 million leones. Must company pay this much by law? What is normal compensation?",
    intent: "legal-question",
  },
  { message: "Good morning sir, please I want to come to your office tomorrow to see a lawyer. What time is good for you?", intent: "booking" },
  { message: "Please I want to book appointment for me and my partner to see lawyer on Saturday morning, is it possible?", intent: "booking" },
  { message: "Hmm, let me think.", intent: "unknown" },
  {
    message:
      "Good afternoon, my brother passed away in Freetown and left two children. His wife's family are now fighting us over the children. We want a lawyer to handle the custody matter.",
    intent: "area:family",
  },
  {
    message: "Our company manager is accused of bribery by Anti-Corruption Commission. They call him for interview next week. We need criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "We have a client whose imported machinery was damaged during unloading at the quay by the stevedores. They would like to pursue a claim. Do you represent clients in such matters?",
    intent: "area:shipping",
  },
  { message: "I need your contact details, please, all of them.", intent: "contact" },
  { message: "Ok bye.", intent: "goodbye" },
  {
    message:
      "My father, aged 71, was taken by police from our warehouse on Kissy Road this morning about an import tax matter. He has diabetes and needs his medicine. He is still at the station. I need a lawyer now please, what is the fastest way?",
    intent: "urgent",
  },
  { message: "Hello. I want to make appointment to meet lawyer. Next Monday 10 am ok? I come with my translator.", intent: "booking" },
  { message: "I want to see lawyer face to face, not phone. Tuesday or Wednesday. Please tell which day.", intent: "booking" },
  {
    message: "Good morning. Could you possibly recommend a reliable mechanic in Freetown who can service a Toyota Hilux? Our regular garage has closed.",
    intent: "off-topic",
  },
  {
    message:
      "Our Norwegian parent company is considering establishing a local branch in Freetown. I would be grateful for information on whether your firm provides support with the incorporation and registration process.",
    intent: "area:business",
  },
  {
    message:
      "Good day sir/ma. Please I need urgent help. Police came to my shop at Dove Cot this morning and carried my younger brother Emeka to Central police station, they say he received stolen phones. He is still there now. Kindly tell me what to do, I am ready to pay.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I supplied goods worth 85 million leones to a customer who gave me a cheque that bounced. Is it a crime here in Sierra Leone to issue a bad cheque? Can I make police arrest him or I must go to court?",
    intent: "legal-question",
  },
  {
    message:
      "The production company I partnered with in Freetown owes us for a co-produced documentary. Our contract has a mediation clause. Can your firm help with the mediation process?",
    intent: "area:arbitration",
  },
  {
    message: "Which languages do your lawyers speak? My Norwegian is of little use here, but I am comfortable in English.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Our housekeeper cannot afford a lawyer. Does your firm provide legal aid or reduced fees in some cases?", intent: "knowledge:Fees" },
  {
    message:
      "Urgent request: a human rights activist I interviewed last week was arrested this morning at his office and is in detention somewhere in central Freetown; his family is unsure which station. Could Mr. Jalloh or another lawyer assist him immediately?",
    intent: "urgent",
  },
  { message: "Have car park at your office?", intent: "knowledge:Parking" },
  {
    message:
      "My partner, who is Sierra Leonean, and I are considering adopting a child from a Freetown orphanage. I would be grateful to know whether your firm assists with adoption procedures involving foreign nationals.",
    intent: "area:family",
  },
  { message: "Our agency vehicle will drop me off. Is there a place near the building where the driver can wait?", intent: "knowledge:Parking" },
  {
    message:
      "Would I be exposed to a defamation claim if I publish the name of a government official mentioned in a leaked audit report? I would appreciate an indication of the legal risk involved.",
    intent: "legal-question",
  },
  {
    message: "A group of us journalists want to set up a small media company in Freetown. Could your firm help us register it and advise on the structure?",
    intent: "area:business",
  },
  { message: "Could you please tell me who the lawyers at your firm are and what each of them specialises in?", intent: "team" },
  {
    message: "Do you have any lawyers who speak French or Arabic? And could you tell me the names of your team?",
    intent: "team",
    also: ["knowledge:Languages spoken"],
  },
  { message: "Would you be able to recommend a football pitch to rent for a staff match on Saturday afternoon in Freetown?", intent: "off-topic" },
  { message: "Kindly share the address of your chambers for our records and for our courier.", intent: "address" },
  { message: "How much is cost for lawyer? Price for meeting?", intent: "knowledge:Fees" },
  { message: "Sunday you open?", intent: "hours" },
  {
    message:
      "My late uncle's will leaves his shop to me, but his wife says the will is not valid because only one witness signed. Is she right? Can the will still be accepted?",
    intent: "legal-question",
  },
  {
    message:
      "A community group we support is in a dispute with a mining company over compensation, and both sides have agreed to try mediation. Could one of your mediators assist?",
    intent: "area:arbitration",
  },
  {
    message:
      "My cameraman was released on bail yesterday after two nights in custody and has been told to report to the police every week. He has a court date next month. Could your criminal lawyer represent him?",
    intent: "area:criminal",
  },
  { message: "How much does a kilogram of gold sell for in Freetown at the moment?", intent: "off-topic" },
  {
    message:
      "My employee's husband is standing outside our shop with a knife, he says he will kill her when she comes out. She is hiding in the back room. What do we do?",
    intent: "safety",
  },
  { message: "We sign contract with local company for transport. They stop the work but keep our money. Please help get money back.", intent: "area:contract" },
  { message: "Is it possible to have the consultation in French?", intent: "knowledge:Languages spoken" },
  { message: "Thank you very much for the prompt assistance; it is much appreciated.", intent: "thanks" },
  {
    message:
      "A friend who owns a small cargo boat operating between Freetown and Conakry has had it seized by the port authority. He asked me to find a maritime lawyer. Is this something you handle?",
    intent: "area:shipping",
  },
  { message: "Is there an email for consultation requests specifically? I'd like to send a summary in writing first.", intent: "email" },
  { message: "My mother speaks mostly Temne and a little Krio. Will the lawyer be able to speak with her directly?", intent: "knowledge:Languages spoken" },
  {
    message: "One of our clients, a fishing company, has had its vessel detained at the port over a licensing dispute. Could your shipping lawyer assist them?",
    intent: "area:shipping",
  },
  {
    message:
      "Is an arbitration clause naming London as the seat binding on a Sierra Leonean company that now refuses to participate? I am trying to understand whether we can force them into arbitration.",
    intent: "legal-question",
  },
  { message: "Please are you open on Saturday? I am busy at the market during the week.", intent: "hours" },
  {
    message:
      "Please I need someone now. Police have surrounded the house of the councillor I am profiling and are taking him away as I write. I am told they are heading to the CID. Can your criminal lawyer meet them there?",
    intent: "urgent",
  },
  {
    message: "For a feature I am writing, could you summarise the history of the Special Court for Sierra Leone in about 300 words? I need it by this evening.",
    intent: "off-topic",
  },
  {
    message:
      "My shipping agent says I must pay demurrage for 40 days because the port was congested, which was not my fault. Am I really liable for this? What does the law say?",
    intent: "legal-question",
  },
  {
    message: "Good day sir, my partner wants to leave our company and sell his shares to me. Please we need a lawyer to do the transfer properly.",
    intent: "area:business",
  },
  {
    message:
      "I was involved in a minor altercation last week and the police have taken a statement. I understand I may be charged. I would like to discuss representation in case this proceeds.",
    intent: "area:criminal",
  },
  {
    message: "Good evening, please do you know the current price of a bag of rice in Freetown? Customers are complaining my price is high.",
    intent: "off-topic",
  },
  { message: "?", intent: "unknown" },
  {
    message:
      "Good morning. I would like to know whether your criminal defence lawyer is available today. One of our local engineers was detained yesterday at the Freetown central police station after a dispute with a subcontractor, and he remains in custody.",
    intent: "urgent",
  },
  {
    message:
      "Our agency's humanitarian supplies have been held at the quay for over a month because of a customs classification issue. Could your firm assist with getting them cleared?",
    intent: "area:shipping",
  },
  {
    message:
      "My Sierra Leonean wife and I wish to buy land in Tokeh to build a house. We'd like a lawyer to handle the purchase from start to finish. Is this a service you provide?",
    intent: "area:land",
  },
  {
    message: "Our office needs to draft employment contracts for national staff hired under a project. Could your firm assist with drafting these?",
    intent: "area:contract",
  },
  {
    message:
      "Bonjour. My company and a local distributor disagree about the termination of our distribution deal. We'd prefer a neutral mediator instead of the courts. Is this something Kamara Chambers can arrange?",
    intent: "area:arbitration",
  },
  {
    message: "My daughter's school project is about 'the laws of motion'. Could you explain Newton's three laws simply so that I can help her?",
    intent: "off-topic",
  },
  {
    message:
      "Dear team, Our cashier was arrested this morning at the bank while depositing company funds; the bank alleged the notes were counterfeit. He is still being held at the police post near the bank. We would like a lawyer to attend urgently. Please let me know the procedure.",
    intent: "urgent",
  },
  { message: "Good afternoon, can you recommend a good Lebanese restaurant in Freetown for a family dinner on Saturday?", intent: "off-topic" },
  { message: "Might I ask how large your team is and whether each lawyer focuses on a particular field?", intent: "team" },
  {
    message:
      "My mother's caretaker in Bo was arrested yesterday on an accusation of stealing from my mother's house, which my mother herself denies. She's been in the cell overnight. Is there a way for your firm to get her released quickly? My mother is very distressed.",
    intent: "urgent",
  },
  {
    message:
      "I'll be in Freetown from December 15 to January 5. Could I schedule an appointment with a lawyer during that time, preferably in the first week? Please let me know the available dates.",
    intent: "booking",
  },
  {
    message: "I've heard about Fatmata Kamara from a friend. Could you tell me a bit about her experience in family matters?",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "Hello, could I come in on Friday around 2 PM to speak with a lawyer? I prefer an in-person meeting rather than a phone call.",
    intent: "booking",
  },
  {
    message:
      "Hello, I would like to set up a meeting at your office with a lawyer next week, for my company and also about a container that is blocked at the port.",
    intent: "booking",
    also: ["area:shipping"],
  },
  {
    message: "Our camp land. Village people say the lease we sign with chief is not valid, they want new payment. We need help from land lawyer.",
    intent: "area:land",
  },
  {
    message:
      "Good afternoon. Our container of tiles arrived at Queen Elizabeth II Quay with half the cargo broken. The shipping line refuses responsibility. We want to make a cargo claim. Can your firm handle this?",
    intent: "area:shipping",
  },
  { message: "Hi there, good evening.", intent: "greeting" },
  {
    message:
      "A friend of mine, a Sierra Leonean woman, wants to obtain a divorce from a husband who left her 5 years ago and cannot be found. Does your firm take such cases?",
    intent: "area:family",
  },
  {
    message:
      "Hello, Our security guard has been detained by police at the Lumley station since this morning after a theft at our premises, though we believe he is innocent. We would like to have legal representation for him. May I know how quickly a lawyer can attend?",
    intent: "urgent",
  },
  {
    message:
      "Dear all, apologies for the late hour. My landlord's son was taken by soldiers at a roadblock in Hill Station about an hour ago. His mother is with me and very worried. We do not know where they took him. Is there anything your firm can do tonight?",
    intent: "urgent",
  },
  { message: "Au revoir, have a nice evening.", intent: "goodbye" },
  {
    message:
      "Good day. I want to get a proper title deed for the land I bought in Newton; the seller only gave me a receipt and a survey plan. Please can you process it for me?",
    intent: "area:land",
  },
  { message: "What documents should I bring to the first meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "My mother passed away in Bo last year and I'm the executor named in her will. I need help getting probate or letters of administration, whichever applies. Can you assist, and can much of it be done remotely?",
    intent: "area:family",
  },
  {
    message:
      "We are looking to obtain a loan facility for our company and the bank requires legal documents and board resolutions. Do you assist companies with banking matters?",
    intent: "area:business",
  },
  {
    message:
      "I am so sorry to write in this manner. Our landlord came with men this evening, shouting that he will throw us out tonight and break our things, and he pushed my husband to the ground. We have two small children. Whom do we call?",
    intent: "safety",
  },
  {
    message:
      "Hello. My two Chinese staff are now in police station in Magburaka since yesterday night. Police say problem with work permit. They do not speak English well. Please can lawyer go there today? I can pay. Thank you.",
    intent: "urgent",
  },
  {
    message:
      "Quick question and it's urgent: my cousin has been in a cell at Waterloo since Sunday and nobody has told the family whether he will be taken to court. Can you send someone to see him? I will arrange payment by wire.",
    intent: "urgent",
  },
  {
    message:
      "I would like to meet Ms. Hawa Turay about my late father's estate. Could you give me an appointment during my visit in the second week of December?",
    intent: "booking",
  },
  { message: "Is your firm open in the evening after 6 PM? I finish work late.", intent: "hours" },
  { message: "Where is your office? I come by car from Wilkinson Road.", intent: "address" },
  { message: "Is there a good international school in Freetown for a 10-year-old, preferably following the British curriculum?", intent: "off-topic" },
  { message: "Is your office near the Cotton Tree? How do I find it?", intent: "address" },
  {
    message:
      "I was offered a job at a hospital in Freetown and want someone to review my employment contract before I relocate. Can your contract lawyer help?",
    intent: "area:contract",
  },
  {
    message:
      "I have a child with a Sierra Leonean woman and I would like to formalise my parental rights and support payments before I return to Accra. Could your family lawyer help with this?",
    intent: "area:family",
  },
  {
    message: "Do you know which shipping line has the cheapest freight rates from Beirut to Freetown for a 40-foot container at the moment?",
    intent: "off-topic",
  },
  {
    message: "Could you give me a summary of what your firm does? I'd like to know whether you're the right people for a few issues I have.",
    intent: "services",
  },
  {
    message: "Could I have an appointment to see someone tomorrow? It concerns a disagreement with a subcontractor and I would prefer to discuss it in person.",
    intent: "booking",
  },
  {
    message:
      "Sir please my wife's brother has been in cell at Kissy police since Friday, they did not charge him to court. They are asking for money before they release him. I don't know if that is proper. Please can your lawyer go and see him today?",
    intent: "urgent",
  },
  { message: "What's your physical address? I'd like to drop off some documents.", intent: "address" },
  {
    message:
      "One of our female engineers has informed me that a man has been following her from the guesthouse to the site for several days, and last night he tried to force open her door. She is shaken. What immediate steps would you recommend, and whom should she contact?",
    intent: "safety",
  },
  {
    message:
      "Might I ask whether a foreign national is permitted to own freehold land in Sierra Leone? I have been offered a plot on the Peninsula and the seller insists it is no problem.",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. I have just received word that a colleague, a Sierra Leonean reporter, was picked up at his home in Kissy at dawn by plain-clothes officers. His family believe he is being held at the Criminal Investigations Department. Might your firm be in a position to represent him today?",
    intent: "urgent",
  },
  {
    message:
      "The arbitral tribunal issued an award in our favour last month, but the respondent refuses to comply. We would appreciate your assistance in having the award recognised and enforced by the High Court.",
    intent: "area:arbitration",
  },
  {
    message:
      "Is it possible to do a consultation by video call, since I'm in the US? I'd like to book one for sometime next week, evenings East Coast time if possible.",
    intent: "booking",
  },
  { message: "Good morning. Could you kindly let me know your office hours? I would like to drop off some documents.", intent: "hours" },
  { message: "Kindly advise what documents our director should bring for the initial consultation.", intent: "knowledge:What to bring" },
  {
    message:
      "Good afternoon. I am writing on behalf of our site foreman, Mr. Alusine Kargbo, who was taken by police officers from the Bumbuna project camp at around 6 this morning and is at present held at the Kabala police station. We have not been informed of any charge. Could you kindly advise whether one of your lawyers is able to attend the station today, and what information you would require from us?",
    intent: "urgent",
  },
  {
    message:
      "The police are at my shop on Wallace Johnson Street right now and they want to take my manager for questioning about a shipment. They have no paper. What should I do, can a lawyer come immediately?",
    intent: "urgent",
  },
  {
    message:
      "I would like to inquire whether your family law department could assist with the recognition in Sierra Leone of my marriage, which took place in Norway, and with arrangements concerning my wife's children from a previous relationship.",
    intent: "area:family",
  },
  { message: "Dear Sir/Madam, greetings from Wilberforce.", intent: "greeting" },
  { message: "Please what are the services you people offer? I want to know before I bring my matter.", intent: "services" },
  {
    message:
      "I would be grateful for some clarity on the following: I am separated from my Sierra Leonean husband, and we have a 6-year-old daughter. If I return to Belgium at the end of my UN assignment, would I be legally allowed to take her with me without his consent?",
    intent: "legal-question",
  },
  {
    message:
      "I need to prepare a 10-minute speech on 'Justice and Peace' for International Women's Day at our office. Could you draft it for me in English and French?",
    intent: "off-topic",
  },
  { message: "Could you tell me which hotels near Aberdeen are suitable for hosting a 50-person conference, with good internet?", intent: "off-topic" },
  { message: "What email should I use to send you scans of my father's documents?", intent: "email" },
  {
    message:
      "Please I paid for land in Waterloo 2 years ago and now another man came with a different document saying the land is his. I need a lawyer to help me.",
    intent: "area:land",
  },
  {
    message:
      "We need to lease a parcel of land for a temporary workers' camp near Bumbuna for three years. Could your land lawyer assist with the lease and verification of the title?",
    intent: "area:land",
  },
  { message: "May I have an e-mail address to which I can send the relevant documents?", intent: "email" },
  { message: "Do your lawyers speak French? My father is more comfortable in French or Arabic.", intent: "knowledge:Languages spoken" },
  { message: "Please give me your number, I want to call.", intent: "phone" },
  { message: "Kindly advise whether your office remains open on public holidays.", intent: "hours" },
  { message: "What are your hours in GMT? I'm trying to figure out when I could reach someone from the East Coast.", intent: "hours" },
  { message: "Please where una office dey? Which side of town?", intent: "address" },
  {
    message:
      "Our landlord has started building on the shared compound space that our lease says we have the use of. We would like assistance in resolving this with him.",
    intent: "area:land",
  },
  {
    message:
      "My younger sister in Freetown has just told me on WhatsApp that her husband is beating her and she has locked herself in the bathroom with the kids. I am in Maryland and cannot reach anyone. Who can she call right now?",
    intent: "safety",
  },
  {
    message:
      "Urgent please. My brother is being held at Lungi airport by security, they took his passport and he has been in an office there for 5 hours now. He was travelling to Beirut. Can a lawyer go to the airport?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation for our managing director, who is available on Tuesday or Wednesday afternoon next week. Kindly confirm a suitable slot.",
    intent: "booking",
  },
  { message: "Is there a number I can text or WhatsApp if I can't get through by phone?", intent: "phone" },
  { message: "Good afternoon sir/ma", intent: "greeting" },
  {
    message:
      "We are preparing a dispute resolution clause for a client's joint venture and would like to know whether your firm acts as counsel in arbitrations seated in Freetown, should a dispute arise.",
    intent: "area:arbitration",
  },
  {
    message:
      "Kindly book an appointment for me with a lawyer on the 14th of this month at 11 AM. Please confirm whether a deposit is required and how much the consultation costs.",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "Are you working during the Eid al-Fitr holiday this week or closed?", intent: "hours" },
  { message: "Merci beaucoup, thanks a lot.", intent: "thanks" },
  {
    message:
      "Please my brother was charged to court for receiving stolen goods, the case is at the Magistrate court next Tuesday. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Who are lawyers in your office? Please give names.", intent: "team" },
  {
    message: "Hello. We got arbitration award in Singapore against local company but they not pay. Can your lawyer make it enforce in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "What is your email? I prefer to write than to call.", intent: "email" },
  {
    message:
      "We are signing an exclusive distribution agreement with a European brand. We need a lawyer to review the contract before signing. Is this your area?",
    intent: "area:contract",
  },
  {
    message:
      "We'd like to make guardianship arrangements for my teenage nephews in Freetown, whose parents have both died. My husband and I will support them from the US. Is this something your family team could help us formalise?",
    intent: "area:family",
  },
  { message: "Please I want to know the score the last time Leone Stars played Nigeria. My friends are arguing about it.", intent: "off-topic" },
  {
    message:
      "If a company director signed a loan guarantee without board approval, is the company bound by it? I am preparing an audit note and would like to understand the legal position.",
    intent: "legal-question",
  },
  {
    message:
      "Soldiers come to mine site Tonkolili and take our security manager. He is Sierra Leone man. They say he shoot someone but not true. Now he is in their barracks. We need lawyer please. Who can come?",
    intent: "urgent",
  },
  {
    message:
      "I am writing regarding my domestic helper, whose husband has refused to pay anything towards their three children for over a year. She would like to claim maintenance. Could your firm assist her?",
    intent: "area:family",
  },
  {
    message:
      "Good morning. My goods were auctioned by the port because I delayed clearing. I want to know if your firm can help me recover something from this matter.",
    intent: "area:shipping",
  },
  { message: "Please, where can I learn Krio language? Our Chinese staff want to talk with workers.", intent: "off-topic" },
  {
    message: "Bonjour, is it possible to book a meeting with a lawyer for Wednesday afternoon? My brother and I want to discuss a family business matter.",
    intent: "booking",
  },
  {
    message:
      "My sister wants to divorce her husband; they married in Freetown in a civil ceremony. She needs a lawyer who is discreet. Does Kamara Chambers handle this kind of case?",
    intent: "area:family",
  },
  { message: "How many lawyers work at Kamara Chambers? I'd like to know a bit about the team before I commit.", intent: "team" },
  {
    message:
      "I am renting a flat in Murray Town and my landlord locked me out while I was away on assignment, with my belongings inside. Can your firm help me get back in?",
    intent: "area:land",
  },
  {
    message:
      "My landlord wants to raise the rent of my shop by 60% in the middle of the lease. The lease says 5 years at fixed rent. Can he do that legally? If I refuse, can he throw me out?",
    intent: "legal-question",
  },
  {
    message:
      "My sister-in-law was just chased out of the house with her baby at 11pm by her late husband's family, who are threatening her because she refused to leave the property after his death. She's at a neighbour's. Who can help her tonight?",
    intent: "safety",
  },
  {
    message: "Dear Sir/Madam, May I kindly request information on the range of legal services your firm provides to corporate clients and individuals?",
    intent: "services",
  },
  {
    message:
      "We have chartered a vessel to bring turbine parts to Freetown and the owners are now disputing the terms of the charter party regarding laytime. I would like to know whether your shipping practice can assist.",
    intent: "area:shipping",
  },
  {
    message: "For a directory of legal services I'm compiling for expatriate journalists, could you outline the practice areas of your firm?",
    intent: "services",
  },
  {
    message:
      "I am a journalist with a Ghanaian news outlet. My local fixer, Mr. Sorie Bangura, was detained by soldiers this afternoon while we were filming near the Congo Cross bridge and has been taken to a military post, we do not know which one. I would be most grateful if you could tell me whether your criminal lawyer handles such cases and how quickly someone can intervene.",
    intent: "urgent",
  },
  {
    message:
      "I'm sorry to bother you on a weekend but my brother-in-law has been held at the Ross Road police station since last night after an argument with a neighbour. My sister says they won't release him. Can one of your lawyers please go there? I'm in the US and feel helpless.",
    intent: "urgent",
  },
  { message: "I wonder whether you might be able to", intent: "unknown" },
  { message: "Good day. I am new to Sierra Leone and would be grateful for a brief overview of the areas of law your firm practises.", intent: "services" },
  { message: "What is price of iron ore now in world market? Our boss want to know.", intent: "off-topic" },
  { message: "Hello", intent: "greeting" },
  {
    message: "Hello, what type of legal matters does your firm deal with? I would like to know if you can support our staff with different issues.",
    intent: "services",
  },
  { message: "Please who is the current Minister of Trade? I want to write him a letter about the market levies.", intent: "off-topic" },
  { message: "Dear Sir/Madam, May I know your working hours during the Christmas and New Year period?", intent: "hours" },
  {
    message:
      "Our supplier not deliver the fuel, but we already pay 50%. Can we get money back by law? He say contract is only by WhatsApp, not paper, so not valid. Is true?",
    intent: "legal-question",
  },
  {
    message: "I wonder whether it might be possible to meet a lawyer at your chambers early on Monday, say 9 o'clock, before I travel up-country.",
    intent: "booking",
  },
  { message: "Could you please provide a telephone number where I can reach your office?", intent: "phone" },
  {
    message:
      "Apologies for the urgency. Our night watchman was attacked by armed robbers at the site an hour ago and they said they will come back for the others. He is bleeding. What number should we call for the police and an ambulance?",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, Our company is renting an office on a 10-year lease and the landlord wants to renegotiate the terms. We would like a lawyer to review and negotiate the lease on our behalf.",
    intent: "area:land",
  },
  {
    message:
      "My wife's ex-husband came to our house tonight drunk with two men, broke the gate and said he will take the children by force and hurt her. They left but said they will come back. She is terrified. What can we do right now?",
    intent: "safety",
  },
  { message: "I'd like to schedule a consultation with Mr. Ibrahim Jalloh at his earliest convenience. Is he available this week?", intent: "booking" },
  {
    message: "Dear Sir/Madam, I would like to prepare a will covering my assets in Sierra Leone and in India. Could your firm assist with drafting it?",
    intent: "area:family",
  },
  {
    message: "My mother has high blood pressure and her doctor in Freetown prescribed amlodipine. Is it safe to take with her diabetes medicine?",
    intent: "off-topic",
  },
  { message: "Who is the head of your firm, and who are the other lawyers working with her?", intent: "team" },
  {
    message:
      "Abeg una help me, police don hold my boy for Eastern police since morning, they say he sell fake drinks. Me I am at the market now. Please which lawyer can reach there today?",
    intent: "urgent",
  },
  {
    message:
      "Bonjour, my cousin was arrested at the quay an hour ago by customs and police regarding a container of generators. They are holding him at the port police post. Is it possible to have a lawyer there quickly? Please reply fast.",
    intent: "urgent",
  },
  {
    message:
      "Someone threw a petrol bomb at our warehouse gate tonight, after weeks of threatening letters asking for money. Nobody is hurt but the staff are scared to stay. What should I do first?",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, Two of our audit clients, who are shareholders in a joint venture, are in disagreement over profit distribution. They wish to resolve this through mediation rather than litigation. Does your firm offer mediation services?",
    intent: "area:arbitration",
  },
  {
    message:
      "A woman from a project community was detained for three days last month without charge and beaten in custody. She has now been released and wishes to seek redress for the violation of her rights. Could your firm assist?",
    intent: "area:criminal",
  },
  {
    message:
      "We want to bring investment of 5 million dollars to Sierra Leone for new processing plant. Need lawyer for investment registration and bank matters. Your firm do this?",
    intent: "area:business",
  },
  {
    message:
      "Good morning. I want a lawyer to draft an agreement between me and my new supplier in Lagos, so that everything is clear about delivery and payment.",
    intent: "area:contract",
  },
  { message: "Please what is exchange rate today dollar to leones? I need to pay workers.", intent: "off-topic" },
  {
    message:
      "I would be grateful if you could point me to companies in Freetown that are currently recruiting civil engineers. A colleague of mine is looking for a position.",
    intent: "off-topic",
  },
  { message: "What is the best route to drive from Freetown to Kabala in the rainy season, and how long does it usually take?", intent: "off-topic" },
  { message: "Hello. My Chinese colleague married Sierra Leone woman. Now they want divorce. Can your office help them?", intent: "area:family" },
  { message: "Is there somewhere my driver can drop us right at the door? My mother uses a walking stick.", intent: "knowledge:Parking" },
  {
    message:
      "I have been asked by a local landlord to sign a 15-year lease on a residential compound. I would appreciate it if your firm could review the document and confirm the landlord's title before I sign.",
    intent: "area:land",
  },
  {
    message:
      "We have received a notice of arbitration from a supplier under ICC rules. I would be grateful to know whether your arbitration practice handles international arbitrations with a Freetown connection.",
    intent: "area:arbitration",
  },
  { message: "I'm trying to trace my family tree. Do you know where I can find birth records from the 1950s in Sierra Leone?", intent: "off-topic" },
  { message: "Hello, what will the weather be like in Freetown next week? We have an outdoor workshop planned at the beach.", intent: "off-topic" },
  {
    message:
      "I would like to know my rights if my accreditation as a foreign journalist is withdrawn without explanation. Can that decision be challenged in court here?",
    intent: "legal-question",
  },
  { message: "For background, could you share a list of your partners and associates and their areas of practice?", intent: "team" },
  { message: "Could you translate the phrase 'freedom of the press is not negotiable' into Krio for a banner we are making?", intent: "off-topic" },
  {
    message:
      "Good afternoon sir. Police gave me an invitation letter to come to the station on Friday about a complaint by my customer. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Could you tell me something about Mr. Mohamed Conteh's background in land matters?", intent: "attorney:Mohamed Conteh" },
  {
    message: "Local chief's men come to camp with guns, say we must pay or they shoot. Workers very afraid. Please tell me who to call now.",
    intent: "safety",
  },
  {
    message:
      "Good afternoon. A Lebanese company and I have a dispute over a supply of generators. Our agreement says arbitration. I don't know how it works. Please can you help me with the arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "This is an emergency of sorts. A group of youths from the neighbouring village have blocked the road to our camp and are threatening our workers with cutlasses over a land compensation issue. Three of our staff are trapped in a vehicle. Whom should we contact immediately?",
    intent: "safety",
  },
  {
    message:
      "My late uncle, a Ghanaian who lived in Sierra Leone for 40 years, left property here and no will. The family has asked me to find a lawyer for the administration of his estate. Is this within your practice?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, My employer has deducted one month's salary from all staff as a 'disciplinary measure' after an audit. Is such a deduction permissible under the labour laws of Sierra Leone, and what remedy would be available to us?",
    intent: "legal-question",
  },
  { message: "Good afternoon, are you open during lunchtime, say 1 PM? That is the only time I can leave the office.", intent: "hours" },
  { message: "Please how much una de charge? I no get plenty money now.", intent: "knowledge:Fees" },
  {
    message:
      "Police just came for my brother at our family house in Wilberforce. My sister is texting me that they are putting him in the vehicle now. Please, please, who can help him?",
    intent: "urgent",
  },
  {
    message:
      "Our client, a foreign investor, wishes to acquire 40% of a Sierra Leonean company. Could your firm assist with the due diligence and the share purchase documentation?",
    intent: "area:business",
  },
  { message: "Could you please give me the exact address of your office and perhaps a landmark nearby?", intent: "address" },
  { message: "Please sir, who are the senior lawyers in your chambers? I want to know who I will be dealing with.", intent: "team" },
  { message: "Do you handle all types of legal matters, or does your firm specialise in particular fields?", intent: "services" },
  {
    message:
      "I have been receiving anonymous death threats by phone since my report on mining royalties was published, and this evening a car followed me from the studio to my hotel. I am frightened to go out. Who should I contact for protection, and can your firm help?",
    intent: "safety",
  },
  { message: "Your firm have how many lawyer? Which one for company and which one for land?", intent: "team" },
  {
    message:
      "My husband and I want to invest in a private clinic in Freetown with two local doctors. We'd need help setting up the company and the investment agreement between us. Does your firm handle this?",
    intent: "area:business",
  },
  {
    message:
      "Apologies for the informal message. Two of our drivers have been detained at the Lunsar police post since last night following a road accident involving a company vehicle. Nobody was seriously injured, as far as we know. We would be grateful if you could indicate whether a lawyer could travel there or arrange representation locally.",
    intent: "urgent",
  },
  {
    message:
      "A local TV station is offering me a consultancy contract. I'd like a lawyer to look it over before I sign, particularly the termination and IP clauses. Do you do this?",
    intent: "area:contract",
  },
  {
    message:
      "Our company is in a dispute with a local contractor over the valuation of completed works. The contract provides for arbitration in Freetown. Would your firm be able to represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Much obliged, thanks.", intent: "thanks" },
  { message: "Where can I buy good generator diesel in Makeni cheap? Price now very high.", intent: "off-topic" },
  {
    message: "Please, I want to know: if local landowner sign lease with our company for 25 years, can his family cancel it after he die? Is this legal?",
    intent: "legal-question",
  },
  {
    message: "My son has a law exam at university next week. Could you explain the difference between a tort and a crime with examples for his homework?",
    intent: "off-topic",
  },
  {
    message:
      "Good afternoon. I am interested in buying a small house in Lakka. Could your firm handle the conveyancing and verify that the title deed is genuine?",
    intent: "area:land",
  },
  {
    message:
      "Good day. I have been working in Sierra Leone for three years on a fixed-term contract, which my employer now proposes to terminate two months early without any compensation. I would be interested to know whether this is lawful under Sierra Leonean employment law, and whether I would be entitled to the remaining salary.",
    intent: "legal-question",
  },
  { message: "Please how can I reach una? I want to follow up on my matter.", intent: "contact" },
  { message: "Please can your lawyer check our employment contract for local workers? We want it correct for Sierra Leone.", intent: "area:contract" },
  { message: "Which mobile network has the best data coverage in Kailahun district? We are sending a team there next month.", intent: "off-topic" },
  {
    message:
      "I'm writing an opinion piece on press freedom. Could you give me a catchy headline and an opening paragraph about the rule of law in West Africa?",
    intent: "off-topic",
  },
  {
    message:
      "Dear Sir/Madam, We audit several mid-sized companies that need to update their articles of association and improve their corporate governance. Do you provide company secretarial and governance advisory services?",
    intent: "area:business",
  },
  {
    message:
      "Please sir, I have been living in Sierra Leone for 12 years and I have my business here. Am I entitled to apply for citizenship? And can I own land in my own name as a Nigerian?",
    intent: "legal-question",
  },
  {
    message:
      "My brother was released on bail after being held over a land dispute, and he's now been summoned to court. I'd like him to have a proper defence lawyer. Can your firm represent him?",
    intent: "area:criminal",
  },
  {
    message:
      "A Sierra Leonean broadcaster cancelled our content agreement and we're seeking compensation. Both sides are open to arbitration in Freetown. Could your firm represent us?",
    intent: "area:arbitration",
  },
  { message: "Please what documents I go carry when I come?", intent: "knowledge:What to bring" },
  { message: "Email address for your office please, I send document.", intent: "email" },
  {
    message: "Would it be possible to arrange a short meeting with a lawyer tomorrow afternoon? I can come to your office at any time after 1 PM.",
    intent: "booking",
  },
  {
    message:
      "As a foreign journalist, I would like to understand whether I can be legally compelled to reveal my sources to the police in Sierra Leone, and what protection, if any, the law offers me if I refuse.",
    intent: "legal-question",
  },
  { message: "Please sir", intent: "unknown" },
  {
    message: "Urgent. Police now at our office in Freetown, Wilkinson Road. They want to take my accountant with them. What we must do? Please answer quick.",
    intent: "urgent",
  },
  { message: "Please do your lawyers understand Igbo or pidgin? My mother will come with me.", intent: "knowledge:Languages spoken" },
  { message: "Our worker was in court last week for fighting. Now he is free on bail. We need lawyer for next hearing. Can you?", intent: "area:criminal" },
  { message: "For first meeting what paper I bring?", intent: "knowledge:What to bring" },
  { message: "If police stop my car and ask money, I must give? What is law about this? I am foreigner and not sure my rights.", intent: "legal-question" },
  { message: "Kindly provide the official email address for sending engagement letters and correspondence.", intent: "email" },
  {
    message:
      "Hello. Our company want to register new subsidiary in Sierra Leone for mining services. Can your firm do company registration for us? We need quick.",
    intent: "area:business",
  },
  {
    message:
      "I'm planning to buy a plot of land in Goderich from a family I don't know well. Before I send any money, I'd like a title search done and the conveyancing handled properly. Does your firm do this for buyers abroad?",
    intent: "area:land",
  },
  {
    message:
      "Good morning. My brothers and I run a family import business and we now want to draft a proper shareholders' agreement before my father retires. Would your business lawyer be able to help?",
    intent: "area:business",
  },
  {
    message:
      "I would be grateful if I could book a consultation with one of your lawyers before I leave Freetown on Saturday. Is there any availability on Thursday or Friday?",
    intent: "booking",
  },
  { message: "Phone number please.", intent: "phone" },
  {
    message:
      "Good afternoon. I am a Nigerian businessman in Freetown. Two of my boys are locked up at the Kissy police station since Wednesday over a misunderstanding with a customer. Police told me to bring 2 million leones. Is this normal? Please I need a lawyer to go there now.",
    intent: "urgent",
  },
  {
    message:
      "Please sir, a customer took goods from me worth 40 million leones on credit with a signed agreement and has refused to pay for six months. I want to recover my money. Can you help?",
    intent: "area:contract",
  },
  {
    message:
      "Hello, I am seeking assistance regarding custody of my daughter. Her father and I are separating and I would like a formal arrangement in place before my contract ends. Could your firm assist?",
    intent: "area:family",
  },
  { message: "Good evening, are there any yoga classes or gyms in the Hill Station area that you would recommend?", intent: "off-topic" },
  {
    message:
      "My Sierra Leonean partner and I are not married but have lived together for 7 years and built a house in his name. If we separate, would I have any legal claim to the house?",
    intent: "legal-question",
  },
  { message: "Is there parking available at your office for a pickup truck?", intent: "knowledge:Parking" },
  { message: "Good morning.", intent: "greeting" },
  { message: "Kindly share a direct contact number for the firm.", intent: "phone" },
  { message: "Thank you sir, God bless you.", intent: "thanks" },
  {
    message:
      "One of our employees is facing a criminal charge following a fatal road accident. He is currently on bail. We would like to arrange legal representation for his trial.",
    intent: "area:criminal",
  },
  { message: "Good morning, please until what time una de open today? I want to come after closing my shop.", intent: "hours" },
  { message: "Is there a checklist of documents I should bring to the first consultation?", intent: "knowledge:What to bring" },
  { message: "Hello, is your office open today? It is Independence Day and I am not sure if you are working.", intent: "hours" },
  {
    message: "We are finalising a memorandum of understanding with a local NGO and would appreciate it if a lawyer could review the draft for any gaps.",
    intent: "area:contract",
  },
  {
    message: "My cousin was convicted last month for a customs offence and we want to appeal. Does your firm handle criminal appeals?",
    intent: "area:criminal",
  },
  {
    message:
      "Good day. I am a physician living in the US, originally from Sierra Leone. My marriage, which took place in Freetown in 1998, has broken down and we have been separated for some years. I would like to begin divorce proceedings in Sierra Leone. Does your firm handle divorces for clients living abroad?",
    intent: "area:family",
  },
  { message: "That will be all for now. Good day.", intent: "goodbye" },
  { message: "Please I need meeting with your lawyer for our company. When is free time this week?", intent: "booking" },
  { message: "Who are the people at Kamara & Associates? I'd like to know the team before I send my file.", intent: "team" },
  {
    message: "Do you know a reliable company to send money from the US to Sierra Leone with low fees? Western Union is charging too much.",
    intent: "off-topic",
  },
  {
    message:
      "Please help. Many people come to our mine gate with sticks and stones, they want to burn the office. Our workers are hiding. Police not come yet. What number we call?",
    intent: "safety",
  },
  {
    message:
      "My late father's estate needs to be distributed among six children and his widow. We need a lawyer to handle the probate. Is this something you do?",
    intent: "area:family",
  },
  { message: "What is the best way to get in touch with your firm while I am outside Freetown?", intent: "contact" },
  { message: "How may I get in contact with someone at the firm outside this chat?", intent: "contact" },
  {
    message:
      "Hello, My employment contract has a clause preventing me from working for any other accounting firm in Sierra Leone for 2 years after I leave. Is such a clause enforceable here?",
    intent: "legal-question",
  },
  {
    message:
      "A supplier has failed to deliver equipment under a signed purchase agreement and is not responding to our emails. We would like to send a formal demand and, if necessary, enforce the contract. Could your firm help?",
    intent: "area:contract",
  },
  {
    message:
      "Our vehicle shipment from Antwerp was offloaded at the wrong port and the carrier is asking us to pay to bring it to Freetown. We need a shipping lawyer for this dispute.",
    intent: "area:shipping",
  },
  {
    message:
      "My tenant has not paid rent on my warehouse for eight months and refuses to leave. I would like to have him evicted properly. Do you handle tenancy matters?",
    intent: "area:land",
  },
  {
    message:
      "My business partner in the clinic project and I have reached a deadlock. Our agreement says disputes go to arbitration. Do you handle arbitrations, and could it be done partly by video since I'm in the US?",
    intent: "area:arbitration",
  },
  {
    message:
      "I was briefly detained last month and my camera equipment was confiscated and never returned. Do I have a claim against the police for the return of my property or compensation, and how strong would such a claim be?",
    intent: "legal-question",
  },
  {
    message:
      "My Sierra Leonean colleague has just been attacked by a mob at a political rally in the east end and is hiding inside a shop. People are still outside shouting. Who do we call urgently?",
    intent: "safety",
  },
  {
    message:
      "My parents married under customary law, not in church. Does that marriage count legally for inheritance? My father's relatives say my mother has no rights to the house since it wasn't a 'proper' marriage.",
    intent: "legal-question",
  },
  {
    message: "They are beating my brother now at the junction near our shop, people are shouting that he is a thief. Please help us, please.",
    intent: "safety",
  },
  { message: "Can you tell me which courier service delivers documents from Freetown to Paris fastest and most safely?", intent: "off-topic" },
];
